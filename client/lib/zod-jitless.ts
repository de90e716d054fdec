/**
 * Our CSP allows no eval (docs/security.md). Unless told `jitless`, zod probes `Function("")`
 * each time it builds an object schema, to decide whether to compile fast parsers; under the CSP
 * the probe fails quietly but the browser still reports a script-src violation. The root route
 * imports this first, so it runs before any module of the admin builds a schema.
 */
import { config } from "zod/v4/core";

config({ jitless: true });
