import { createRequestHandler } from "@react-router/express";
import type { RequestHandler } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { nonceContext, servicesContext } from "../client/context.ts";
import type { Services } from "./services/index.ts";

/** The React Router handler; loaders receive the services and the CSP nonce through context. */
export function pagesHandler(s: Services, build: ServerBuild | (() => Promise<ServerBuild>), mode: string): RequestHandler {
  return createRequestHandler({
    build,
    mode,
    getLoadContext(_req, res) {
      const ctx = new RouterContextProvider();
      ctx.set(servicesContext, s);
      ctx.set(nonceContext, res.locals.cspNonce);
      return ctx;
    },
  });
}
