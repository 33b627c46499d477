import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { formatLogLine, logDestination } from "./log-format.ts";

describe("logs", () => {
  it("are JSON lines unless stdout is a terminal", () => {
    expect(logDestination(Object.assign(new PassThrough(), { isTTY: false }))).toBeUndefined();
    const tty = Object.assign(new PassThrough(), { isTTY: true });
    const written: string[] = [];
    tty.on("data", (c) => written.push(String(c)));
    logDestination(tty)!.write('{"level":30,"time":0,"pid":1,"msg":"ready","port":3000}\n');
    expect(written.join("")).toContain("ready");
  });

  it("read as one line: time, level, message, then the other fields", () => {
    const line = formatLogLine(
      JSON.stringify({
        level: 40,
        time: Date.UTC(2026, 0, 1, 12, 0, 1),
        pid: 7,
        hostname: "h",
        msg: "slow",
        reqId: "r1",
        res: { statusCode: 200 },
      }),
      false,
    );
    expect(line).toBe('12:00:01.000 WARN  slow  reqId=r1 res={"statusCode":200}');
    expect(formatLogLine("not json", false)).toBe("not json");
  });
});
