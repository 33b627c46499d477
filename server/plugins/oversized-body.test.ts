/**
 * A body over the limit must be answered with a 413 the client can read, over a
 * real connection (app.inject cannot reset one). A server that answers at once and then
 * closes the socket while the client is still sending makes the client's TCP stack see a
 * reset, and the 413 is often lost; server/plugins/body-limits.ts reads the rest of the body
 * (up to a bound) before closing.
 */

import type { AddressInfo } from "node:net";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, json, type TestContext } from "../../tests/support/test-app.ts";

let ctx: TestContext;
let port: number;

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await ctx.close();
});

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends a request of `size` body bytes the way curl does on a fast link: the whole body
 * first (waiting on the socket's back-pressure), then it reads the answer. A server that
 * closed the connection with bytes unread makes this client see a reset and no answer.
 */
function send(
  method: string,
  path: string,
  size: number,
  headers: Record<string, string>,
  chunked = false,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.pause(); // nothing is read until the body is sent
    const received: Buffer[] = [];
    socket.on("data", (data: Buffer) => received.push(data));
    socket.on("error", reject);
    socket.on("end", () => {
      const text = Buffer.concat(received).toString("utf8");
      const [head = "", ...rest] = text.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const answerHeaders = Object.fromEntries(
        lines.map((line) => {
          const at = line.indexOf(":");
          return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
        }),
      );
      resolve({
        status: Number(statusLine.split(" ")[1]),
        headers: answerHeaders,
        body: rest.join(""),
      });
    });
    const framing = chunked ? "transfer-encoding: chunked" : `content-length: ${size}`;
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
    socket.write(
      `${method} ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\n${[...lines, framing].join("\r\n")}\r\n\r\n`,
    );
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const framed = chunked
      ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")])
      : chunk;
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        sent += chunk.length;
        if (!socket.write(framed)) return void socket.once("drain", pump);
      }
      if (chunked) socket.write("0\r\n\r\n");
      socket.resume();
    };
    pump();
  });
}

describe("a body over the limit", () => {
  it("POST /api/contact with 8 MB of JSON reads a 413 with the JSON error", async () => {
    const res = await send("POST", "/api/contact", 8 * 1024 * 1024, {
      "content-type": "application/json",
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ message: "The request is too large." });
    expect(res.headers.connection).toBe("close");
  });

  it("the same without a declared length (chunked) reads a 413", async () => {
    const res = await send(
      "POST",
      "/api/contact",
      8 * 1024 * 1024,
      { "content-type": "application/json" },
      true,
    );
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ message: "The request is too large." });
  });

  it("a PUT of 12 MB to the disk upload URL reads a 413 with the JSON error", async () => {
    const admin = await createUser(ctx, { isAdmin: true });
    const created = await ctx.app.inject({
      method: "POST",
      url: "/api/objects/upload",
      headers: { cookie: admin.cookie },
    });
    const { pathname, search } = new URL(json<{ uploadURL: string }>(created).uploadURL);
    const res = await send("PUT", `${pathname}${search}`, 12 * 1024 * 1024, {
      "content-type": "application/pdf",
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ message: "Files may be at most 10 MB." });
  });
});

describe("a request without a body", () => {
  // Answered within Node's 'request' event (synchronous hooks, a 404 from memory), before
  // Node marks the request complete: the connection must stay open for the next request.
  it("keeps its keep-alive connection when the answer is sent at once", async () => {
    const socket = net.connect(port, "127.0.0.1");
    const received: Buffer[] = [];
    socket.on("data", (data: Buffer) => received.push(data));
    const answers = () =>
      Buffer.concat(received)
        .toString("latin1")
        .match(/HTTP\/1\.1 \d+/g) ?? [];
    const request = "GET /api/no-such-thing HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n";
    try {
      socket.write(request);
      await expect.poll(() => answers().length).toBe(1);
      socket.write(request);
      await expect.poll(() => answers().length).toBe(2);
      expect(Buffer.concat(received).toString("latin1")).not.toMatch(/connection: close/i);
      expect(answers()).toEqual(["HTTP/1.1 404", "HTTP/1.1 404"]);
    } finally {
      socket.destroy();
    }
  });
});
