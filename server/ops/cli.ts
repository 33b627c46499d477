/**
 * What the operations scripts (scripts/db-*.ts, scripts/files-copy.ts) share: an expected
 * failure ends the process with its message and exit code 1, and long copies print their
 * progress (done, per second, left) on the terminal.
 */
import { ConfigError, loadConfig } from "../config.ts";

/** A failure the operator can act on: printed as it is, without a stack. */
export class OpsError extends Error {}

export async function runCli(name: string, main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    const message =
      error instanceof OpsError || error instanceof ConfigError
        ? error.message
        : error instanceof Error
          ? (error.stack ?? error.message)
          : String(error);
    console.error(`${name}: ${message}`);
    process.exitCode = 1;
  }
}

export function opsConfig() {
  return loadConfig(process.env);
}

export const formatCount = (n: number) => Math.round(n).toLocaleString("en-US");

export const formatBytes = (n: number) =>
  n >= 1024 * 1024 * 1024
    ? `${(n / 1024 / 1024 / 1024).toFixed(2)} GiB`
    : n >= 1024 * 1024
      ? `${(n / 1024 / 1024).toFixed(1)} MiB`
      : n >= 1024
        ? `${(n / 1024).toFixed(1)} KiB`
        : `${n} B`;

/**
 * Progress of one long copy: a line rewritten in place on a terminal, a line every few
 * seconds otherwise (a log file), and a final line with the totals.
 */
export class Progress {
  private done = 0;
  private readonly started = performance.now();
  private lastPrint = 0;
  private readonly tty = process.stderr.isTTY;

  private readonly unit: string;
  private readonly total: number;
  private readonly format: (n: number) => string;

  constructor(unit: string, total: number, format: (n: number) => string = formatCount) {
    this.unit = unit;
    this.total = total;
    this.format = format;
  }

  add(n: number, detail = ""): void {
    this.done += n;
    const now = performance.now();
    if (now - this.lastPrint < (this.tty ? 250 : 5000)) return;
    this.lastPrint = now;
    this.print(detail);
  }

  finish(detail = ""): void {
    this.print(detail);
    if (this.tty) process.stderr.write("\n");
  }

  private print(detail: string): void {
    const seconds = Math.max((performance.now() - this.started) / 1000, 0.001);
    const rate = this.done / seconds;
    const left = Math.max(this.total - this.done, 0);
    const line = `${this.format(this.done)}/${this.format(this.total)} ${this.unit} · ${this.format(rate)}/s · ${this.format(left)} left${left && rate ? ` (~${Math.ceil(left / rate)} s)` : ""}${detail ? ` · ${detail}` : ""}`;
    if (this.tty) process.stderr.write(`\r\x1b[2K${line}`);
    else process.stderr.write(`${line}\n`);
  }
}
