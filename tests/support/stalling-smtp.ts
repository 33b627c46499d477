/**
 * An SMTP server that leaves some conversations hanging, in front of the real sink
 * (tests/support/smtp-sink.ts): a stalled connection gets the server's greeting and then no
 * answer, ever, as from a relay whose backend died behind a load balancer; every other
 * connection is passed to the sink byte for byte.
 *
 *   const front = await startStallingSmtp(sink, (n) => n <= 2); // the first two hang
 *   const ctx = await createTestApp(front.env);
 */
import net from "node:net";
import type { SmtpSink } from "./smtp-sink.ts";

export interface StallingSmtp {
  port: number;
  /** The app's environment: SMTP_HOST and SMTP_PORT of this server, the sink's SMTP_FROM. */
  env: Record<string, string>;
  /** Connections so far, and how many of them were left hanging. */
  connections: number;
  stalled: number;
  close(): Promise<void>;
}

/** `stall(n)` decides for the n-th connection (from 1) whether it hangs. */
export async function startStallingSmtp(
  sink: SmtpSink,
  stall: (n: number) => boolean,
): Promise<StallingSmtp> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
    socket.on("close", () => sockets.delete(socket));
  };
  const server = net.createServer((client) => {
    track(client);
    front.connections++;
    if (stall(front.connections)) {
      front.stalled++;
      client.write("220 stalling.example ESMTP\r\n");
      client.resume(); // reads what the client says and never answers
      return;
    }
    const upstream = net.connect(sink.port, "127.0.0.1");
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  const front: StallingSmtp = {
    port,
    env: { ...sink.env, SMTP_PORT: String(port) },
    connections: 0,
    stalled: 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return front;
}
