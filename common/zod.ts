/**
 * Zod, as every schema in common/ and app/ imports it (a lint rule sends other imports here).
 *
 * Zod compiles a fast parser for each object schema with `new Function`, after probing
 * whether it may. The site's Content-Security-Policy has no 'unsafe-eval', so in a browser
 * that probe is refused and reported as a policy violation on every page whose form
 * validates (Lighthouse counts it against best practices), although Zod then parses without
 * generated code anyway. Jitless says so up front: same results, no probe. It must be set
 * before the first schema is built, hence here, ahead of every schema. The server has no
 * such policy and keeps the compiled parsers.
 */
import * as z from "zod";

if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
