import type { BehaviourClass, BehaviourName } from "../../shared/enhance.ts";

/**
 * Names classes declared for behaviour N in shared/enhance.ts: `cls("a", "b")` is `"a b"`. A
 * class not declared there is a type error, so every class the code uses keeps its styles on
 * the pages where the behaviour works (server/page-css.ts).
 */
export type Cls<N extends BehaviourName> = (...names: BehaviourClass<N>[]) => string;

/** A behaviour of the enhancement script: what it does to each of its roots in a page. */
export interface Behaviour<N extends BehaviourName> {
  readonly name: N;
  /** Runs once per root (an element with `data-enhance="<name>"`), after the page has painted. */
  run(root: HTMLElement, cls: Cls<N>): void;
}

/** Declares a behaviour's code, typed against its declaration (name and classes) in shared/enhance.ts. */
export const defineBehaviour = <N extends BehaviourName>(behaviour: Behaviour<N>): Behaviour<N> => behaviour;
