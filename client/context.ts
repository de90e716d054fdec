import type { RouterContext } from "react-router";
import type { Services } from "../server/services/index.ts";
import { servicesContextKey } from "../shared/router-context.ts";

export { nonceContext, previewContext } from "../shared/router-context.ts";

/** The server's services, handed to route loaders (pages never fetch their own /api). */
export const servicesContext = servicesContextKey as RouterContext<Services>;
