import type { AddedClass, BehaviourName, KnownClass } from "../../shared/enhance.ts";

/**
 * Names classes behaviour N declares it adds (shared/enhance.ts) for an element's class list:
 * `cls("a", "b")` is `"a b"`. A class not declared there is a type error, so every class the code
 * adds keeps its styles on the pages where the behaviour works (server/page-css.ts).
 */
export type Cls<N extends BehaviourName> = (...names: AddedClass<N>[]) => string;

/** A selector of classes behaviour N declares (adds or finds): `sel("a", "b")` is `".a.b"`. */
export type Sel<N extends BehaviourName> = (...names: KnownClass<N>[]) => string;

/** A behaviour of the enhancement script: what it does to each of its roots in a page. */
export interface Behaviour<N extends BehaviourName> {
  readonly name: N;
  /** Runs once per root (an element with `data-enhance="<name>"`), after the page has painted. */
  run(root: HTMLElement, cls: Cls<N>, sel: Sel<N>): void;
}

/** Declares a behaviour's code, typed against its declaration (name and classes) in shared/enhance.ts. */
export const defineBehaviour = <N extends BehaviourName>(behaviour: Behaviour<N>): Behaviour<N> => behaviour;
