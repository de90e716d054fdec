import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/**
 * The time-based animations and transitions still running in the page, described for a failure
 * message. Endless ones (a spinner, the hero's bobbing arrow) and scroll-driven ones (the header)
 * never finish, so they are left out. Two animation frames first: a hover or a click that has just
 * happened has had its style change (and so its transition) started by then.
 */
async function runningAnimations(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return document
      .getAnimations()
      .filter((a) => a.playState === "running" && a.timeline === document.timeline && a.effect?.getComputedTiming().endTime !== Infinity)
      .map((a) => {
        const effect = a.effect as KeyframeEffect | null;
        const target = effect?.target;
        const where = target ? `${target.tagName.toLowerCase()}${target.className ? `.${String(target.className).trim().split(/\s+/).join(".")}` : ""}${effect?.pseudoElement ?? ""}` : "?";
        const what = a instanceof CSSTransition ? `transition of ${a.transitionProperty}` : a instanceof CSSAnimation ? `animation ${a.animationName}` : "script animation";
        return `${what} on ${where}`;
      });
  });
}

/**
 * Waits until every opening, hover or fade transition in the page has finished, so what is checked
 * next (axe's contrast, a size, a position) is the settled state and not a frame of the way there.
 */
export async function motionSettled(page: Page): Promise<void> {
  await expect.poll(() => runningAnimations(page), { message: "animations still running" }).toEqual([]);
}

/**
 * Returns once the page has run every task queued before this call (React's renders and effects
 * included): a message posted now is delivered after the ones React's scheduler posted earlier.
 * Used with a paused `page.clock`, where no timer and no animation frame would ever come.
 */
export async function pageTasksRun(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/**
 * Drives the page's animation clock `rate` times faster (Chromium's DevTools protocol), from now
 * on and across navigations of this page. Every animation still runs each of its phases and ends
 * as it would; durations and delays read the same from script. A walk that only needs each
 * animation to have run and ended then waits a fraction of its length, and the browser draws a
 * fraction of the frames (in software here, as the machine has no GPU).
 */
export async function fastForwardAnimations(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Animation.enable");
  await cdp.send("Animation.setPlaybackRate", { playbackRate: rate });
}
