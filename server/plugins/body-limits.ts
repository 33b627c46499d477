/**
 * A request answered before its body was read (413 too large, or a 4xx from a hook) still
 * gets its answer to the client. Node closes such a connection right after the
 * answer, with the client's bytes still arriving: the client's TCP stack then sees a reset,
 * and a client that sends its whole body before reading (curl, most browsers on a small
 * connection) loses the 413 with it. So the rest of the body is read and dropped first, up
 * to a bound, and the answer says `Connection: close`.
 */
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Bytes read and dropped at most: above the largest upload (10 MB) by enough that a client
 * sending a somewhat larger file still reads why; beyond it the connection is cut (a
 * reset) rather than the server reading without end. The request timeout bounds the time.
 */
export const DRAIN_MAX_BYTES = 32 * 1024 * 1024;

/** Reads and drops the rest of a request body: resolves at its end or at the bound. */
export function drainBody(request: IncomingMessage, maxBytes = DRAIN_MAX_BYTES): Promise<void> {
  return new Promise((resolve) => {
    if (request.complete || request.destroyed) return resolve();
    let dropped = 0;
    const finish = () => {
      request.off("data", onData);
      request.off("end", finish);
      request.off("close", finish);
      request.off("error", finish);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > maxBytes) finish();
    };
    request.on("data", onData);
    request.on("end", finish);
    request.on("close", finish);
    request.on("error", finish);
    request.resume();
  });
}

/** Whether the request's head announces a body (a length above 0, or chunks). */
function hasBody(request: IncomingMessage): boolean {
  const length = request.headers["content-length"];
  return (
    (length !== undefined && length !== "0") || request.headers["transfer-encoding"] !== undefined
  );
}

export const bodyLimitsPlugin = fp(async (app: FastifyInstance) => {
  // A callback hook, not an async one: nearly every request returns at once, without a
  // promise and a turn of the microtask queue.
  app.addHook("onSend", (request, reply, _payload, done) => {
    // `complete` is Node's: every byte of the request has arrived (inject has no such flag).
    // A request without a body is complete once its head is read, but Node sets the flag
    // only after its 'request' event: a reply sent within that event (every hook and the
    // handler synchronous, a page from memory) would otherwise close a keep-alive connection.
    if (request.raw.complete !== false || !hasBody(request.raw)) return done();
    reply.header("connection", "close");
    drainBody(request.raw).then(() => done(), done);
  });
});
