/**
 * Logs for people or for machines: JSON lines (pino's own) when stdout is a file, a pipe or
 * a log collector; one readable line per entry when it is a terminal. A few lines instead
 * of pino-pretty and its dependencies (docs/decisions/054-session-cache.md).
 */
import type { Writable } from "node:stream";

const LEVELS: Record<number, string> = {
  10: "TRACE",
  20: "DEBUG",
  30: "INFO ",
  40: "WARN ",
  50: "ERROR",
  60: "FATAL",
};
const COLOURS: Record<number, string> = { 40: "\x1b[33m", 50: "\x1b[31m", 60: "\x1b[31m" };
const DIM = "\x1b[2m";
const RESET = "\x1b[0m";
/** pino's own fields, shown in the line's head or not at all. */
const HIDDEN = new Set(["level", "time", "pid", "hostname", "msg", "v"]);

/** "12:00:01 INFO  request completed  reqId=… res={"statusCode":200}" from one JSON line. */
export function formatLogLine(line: string, colour = true): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  const level = Number(entry.level);
  const time = new Date(Number(entry.time) || Date.now()).toISOString().slice(11, 23);
  const label = LEVELS[level] ?? String(entry.level);
  const head = colour ? `${COLOURS[level] ?? ""}${label}${RESET}` : label;
  const rest = Object.entries(entry)
    .filter(([key]) => !HIDDEN.has(key))
    .map(([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join(" ");
  const tail = rest ? (colour ? `  ${DIM}${rest}${RESET}` : `  ${rest}`) : "";
  return `${time} ${head} ${String(entry.msg ?? "")}${tail}`;
}

/** A destination for the logger: readable lines on a terminal, else undefined (JSON). */
export function logDestination(out: Writable & { isTTY?: boolean } = process.stdout) {
  if (!out.isTTY) return undefined;
  return {
    write(chunk: string) {
      for (const line of chunk.split("\n")) if (line) out.write(`${formatLogLine(line)}\n`);
    },
  };
}
