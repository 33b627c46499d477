/**
 * A server process's resident memory, read from /proc/<pid>/status (Linux): what the
 * benches report for the server they started, whatever runs in their own process.
 */
import fs from "node:fs";

function statusField(pid: number, field: string): number {
  const text = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(text)?.[1] ?? 0) * 1024;
}

/** Resident memory now (VmRSS). */
export const rssOf = (pid: number) => statusField(pid, "VmRSS");
/** The highest resident memory since the process started (VmHWM). */
export const peakRssOf = (pid: number) => statusField(pid, "VmHWM");
