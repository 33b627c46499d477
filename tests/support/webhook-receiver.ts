/**
 * A local webhook receiver for tests: an HTTP server on 127.0.0.1 that records every POST
 * (headers and raw body) and answers with what `respond` says (200 by default). Apps under
 * test need WEBHOOK_ALLOW_HTTP=1 to deliver to it.
 *
 *   const receiver = await startWebhookReceiver();
 *   const hit = await receiver.waitFor((h) => h.json.type === "link.viewed");
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedHook {
  path: string;
  headers: Record<string, string>;
  body: string;
  // biome-ignore lint/suspicious/noExplicitAny: the test reads what it expects
  json: any;
  at: number;
}

export interface WebhookReceiver {
  url: (path?: string) => string;
  hits: ReceivedHook[];
  /** The status to answer this hit with (default 200). */
  respond?: (hit: ReceivedHook, index: number) => number;
  waitFor(predicate: (hit: ReceivedHook) => boolean, timeoutMs?: number): Promise<ReceivedHook>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const hits: ReceivedHook[] = [];
  const waiters = new Set<() => void>();
  const receiver: WebhookReceiver = {
    url: (path = "/hook") => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    hits,
    waitFor(predicate, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = hits.find(predicate);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching webhook within ${timeoutMs} ms (${hits.length} seen)`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(body);
      } catch {}
      const hit: ReceivedHook = {
        path: request.url ?? "/",
        headers: Object.fromEntries(
          Object.entries(request.headers).map(([k, v]) => [k, String(v)]),
        ),
        body,
        json: parsed,
        at: Date.now(),
      };
      const status = receiver.respond?.(hit, hits.length) ?? 200;
      hits.push(hit);
      response.writeHead(status, { "content-type": "text/plain" }).end("ok");
      for (const waiter of [...waiters]) waiter();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return receiver;
}
