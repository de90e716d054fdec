import type { BrowserContext, Page } from "@playwright/test";
import { CONSOLE_MARKER } from "../../security/xss-corpus.ts";

/** A CSP violation as the page's `securitypolicyviolation` event reported it. */
export interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  page: string;
}

/** Everything a page did that script from stored content could have caused. */
export interface Watch {
  dialogs: string[];
  consoleMarkers: string[];
  /** Requests that would have left the origin (each was aborted before reaching the network). */
  offOrigin: string[];
  popups: string[];
  /** Uncaught exceptions in the pages. */
  pageErrors: string[];
  /** Takes the `pwned` trap hits and CSP violations of every frame of the page, and clears them. */
  collect(page: Page): Promise<{ pwned: string[]; violations: Violation[] }>;
  /** Forgets what was recorded so far. */
  reset(): void;
}

declare global {
  interface Window {
    __attack?: { pwned: string[]; violations: Omit<Violation, "page">[] };
  }
}

/**
 * Instruments a browser context before any page of it loads: dialogs are recorded and dismissed,
 * the console is watched for the corpus marker, a setter on `window.pwned` records any script
 * that sets it, every `securitypolicyviolation` is recorded, and every request for another origin
 * is logged and aborted (so nothing reaches the network). `allowOffOrigin` names the requests the
 * pages make on purpose (the contact page's map). Requests of `resourceType` "media" (the hero
 * video) are aborted as well, to keep page loads short; they are on our origin and carry no text.
 */
export async function watchContext(context: BrowserContext, origin: string, allowOffOrigin: (url: string) => boolean = () => false): Promise<Watch> {
  const watch = {
    dialogs: [] as string[],
    consoleMarkers: [] as string[],
    offOrigin: [] as string[],
    popups: [] as string[],
    pageErrors: [] as string[],
  };
  await context.addInitScript(() => {
    const record = { pwned: [] as string[], violations: [] as { directive: string; blocked: string; sample: string }[] };
    Object.defineProperty(window, "__attack", { value: record, configurable: false });
    Object.defineProperty(window, "pwned", {
      configurable: false,
      get: () => undefined,
      set: (v: unknown) => {
        record.pwned.push(`${String(v)} at ${location.href}`);
      },
    });
    document.addEventListener(
      "securitypolicyviolation",
      (e) => record.violations.push({ directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample }),
      true,
    );
  });
  await context.route("**/*", (route) => {
    const req = route.request();
    const url = req.url();
    if (url.startsWith(`${origin}/`) || url === origin) {
      return req.resourceType() === "media" ? route.abort() : route.fallback();
    }
    if (!url.startsWith("data:") && !url.startsWith("blob:") && !allowOffOrigin(url)) watch.offOrigin.push(`${req.resourceType()} ${url}`);
    return route.abort();
  });
  context.on("page", (p) => {
    p.on("dialog", (d) => {
      watch.dialogs.push(`${d.type()}: ${d.message()} on ${p.url()}`);
      void d.dismiss().catch(() => undefined);
    });
    p.on("console", (m) => {
      if (m.text().includes(CONSOLE_MARKER)) watch.consoleMarkers.push(`${m.text()} on ${p.url()}`);
    });
    p.on("popup", (popup) => watch.popups.push(popup.url()));
    p.on("pageerror", (e) => watch.pageErrors.push(`${e.message} on ${p.url()}`));
  });
  return {
    async collect(page: Page) {
      const pwned: string[] = [];
      const violations: Violation[] = [];
      const origin = new URL(page.url()).origin;
      // Our frames only: an aborted cross-origin frame is an error page that never answers.
      for (const frame of page.frames().filter((f) => f.url().startsWith(origin) || f.url() === "about:srcdoc" || f.url() === "about:blank")) {
        const got = await frame
          .evaluate(() => {
            const r = window.__attack;
            if (!r) return { pwned: [], violations: [] };
            const out = { pwned: [...r.pwned], violations: [...r.violations] };
            r.pwned.length = 0;
            r.violations.length = 0;
            return out;
          })
          .catch(() => ({ pwned: [] as string[], violations: [] as Omit<Violation, "page">[] }));
        pwned.push(...got.pwned);
        violations.push(...got.violations.map((v) => ({ ...v, page: page.url() })));
      }
      return { pwned, violations };
    },
    reset() {
      watch.dialogs.length = 0;
      watch.consoleMarkers.length = 0;
      watch.offOrigin.length = 0;
      watch.popups.length = 0;
      watch.pageErrors.length = 0;
    },
    get dialogs() {
      return watch.dialogs;
    },
    get consoleMarkers() {
      return watch.consoleMarkers;
    },
    get offOrigin() {
      return watch.offOrigin;
    },
    get popups() {
      return watch.popups;
    },
    get pageErrors() {
      return watch.pageErrors;
    },
  };
}

/** Waits until every image that is not lazy has loaded or failed, so `onerror` handlers would have run. */
export async function imagesSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.images].filter((i) => i.loading !== "lazy").every((i) => i.complete));
}

/** The text a visitor or an editor sees: the page's text and the values of its form fields. */
export async function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const values = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")].map((e) => e.value);
    return [document.body.textContent ?? "", ...values].join("\n");
  });
}
