/**
 * The client build's files (hashed assets, fonts, robots.txt, sitemap.xml…) served from
 * memory. The build does not change while the process runs, so the file list is read once
 * at start (names only: start-up stays quick) and each file's bytes on its first request,
 * then kept: no disk access per request. The .br/.gz twins written at build time are
 * chosen by Accept-Encoding. About 5 MB for the whole build, twins included.
 * HTML is not served here: client-pages.ts adds each page's own CSP.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";

const contentTypes: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".map": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".pdf": "application/pdf",
};

type Encoding = "br" | "gzip";

interface Entry {
  file: string;
  contentType: string;
  cacheControl: string;
  twins: Partial<Record<Encoding, string>>;
}

interface Loaded {
  body: Buffer;
  etag: string;
}

export interface StaticFiles {
  /** Whether the build has a file at this URL path. */
  has(pathname: string): boolean;
  /** Answers with the file at this URL path; false when the build has no such file. */
  serve(request: FastifyRequest, reply: FastifyReply, pathname: string): Promise<boolean>;
}

export function createStaticFiles(clientDir: string): StaticFiles {
  const entries = new Map<string, Entry>();
  const all = new Set<string>();
  const walk = (dir: string) => {
    for (const item of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, item.name);
      if (item.isDirectory()) walk(full);
      else all.add(full);
    }
  };
  walk(clientDir);
  for (const file of all) {
    if (/\.(br|gz|html)$/.test(file)) continue;
    const url = `/${path.relative(clientDir, file).split(path.sep).join("/")}`;
    const twins: Entry["twins"] = {};
    if (all.has(`${file}.br`)) twins.br = `${file}.br`;
    if (all.has(`${file}.gz`)) twins.gzip = `${file}.gz`;
    entries.set(url, {
      file,
      contentType: contentTypes[path.extname(file).toLowerCase()] ?? "application/octet-stream",
      // Hashed names under /assets never change; other files may between deploys.
      cacheControl: url.startsWith("/assets/")
        ? "public, max-age=31536000, immutable"
        : "public, max-age=3600",
      twins,
    });
  }

  const loaded = new Map<string, Promise<Loaded>>();
  const load = (file: string) => {
    let pending = loaded.get(file);
    if (!pending) {
      pending = fs.promises.readFile(file).then((body) => ({
        body,
        etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`,
      }));
      // A failed read is not kept: the next request tries again.
      pending.catch(() => loaded.delete(file));
      loaded.set(file, pending);
    }
    return pending;
  };

  const chooseEncoding = (request: FastifyRequest, entry: Entry): Encoding | null => {
    const accepted = String(request.headers["accept-encoding"] ?? "");
    if (entry.twins.br && /\bbr\b/.test(accepted)) return "br";
    if (entry.twins.gzip && /\bgzip\b/.test(accepted)) return "gzip";
    return null;
  };

  return {
    has: (pathname) => entries.has(pathname),
    async serve(request, reply, pathname) {
      const entry = entries.get(pathname);
      if (!entry) return false;
      const encoding = chooseEncoding(request, entry);
      const { body, etag } = await load(encoding ? entry.twins[encoding]! : entry.file);
      reply
        .header("content-type", entry.contentType)
        .header("cache-control", entry.cacheControl)
        .header("etag", etag);
      if (entry.twins.br || entry.twins.gzip) reply.header("vary", "accept-encoding");
      if (encoding) reply.header("content-encoding", encoding);
      if (request.headers["if-none-match"] === etag) {
        await reply.status(304).send();
      } else {
        await reply.send(body);
      }
      return true;
    },
  };
}
