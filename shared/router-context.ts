import { createContext, type RouterContext } from "react-router";
import type { PreviewNotice } from "./preview.ts";

// The server imports this module directly while the page bundle carries its own copy; keeping the
// context objects on globalThis makes both copies share one identity.
const registry = globalThis as typeof globalThis & {
  __r28Contexts?: { services: RouterContext<unknown>; nonce: RouterContext<string>; preview?: RouterContext<PreviewNotice | null> };
};
registry.__r28Contexts ??= { services: createContext<unknown>(), nonce: createContext<string>("") };
registry.__r28Contexts.preview ??= createContext<PreviewNotice | null>(null);

/**
 * The server's services for route loaders, untyped here because `shared/` knows nothing of the
 * server: the client reads it through client/context.ts, which gives it the services' type.
 */
export const servicesContextKey = registry.__r28Contexts.services;

/** The per-request CSP nonce for the inline scripts React Router renders. */
export const nonceContext = registry.__r28Contexts.nonce;

/** Set only when the page is rendered as a preview of unsaved values (server/preview-page.ts). */
export const previewContext = registry.__r28Contexts.preview;
