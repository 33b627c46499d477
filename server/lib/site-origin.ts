import type { FastifyRequest } from "fastify";
import type { Config } from "../config.ts";

/**
 * The site's origin for links and callbacks the server hands out: PUBLIC_URL when set (the
 * address people use behind a proxy), else the origin the request came to.
 */
export function siteOrigin(request: FastifyRequest, config: Pick<Config, "PUBLIC_URL">): string {
  return config.PUBLIC_URL
    ? new URL(config.PUBLIC_URL).origin
    : `${request.protocol}://${request.host}`;
}
