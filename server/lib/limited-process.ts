/**
 * Runs one task in a child Node process with memory limits of its own and a deadline, for
 * work on untrusted input that may need unbounded memory or time (reading an uploaded
 * document). A child that runs out of memory ends alone: the server's heap, event loop
 * and memory never see its allocations, and all it used goes back to the system when it
 * exits.
 *
 * Why a process and not a worker thread: a worker's `resourceLimits` heap size is
 * overridden by the server's own --max-old-space-size flag (`npm run serve` sets 384 MB,
 * and every worker then gets 384 MB whatever it asks for; a known Node behaviour,
 * https://github.com/nodejs/node/issues/43991); a worker's buffers outside its heap have
 * no limit at all; and memory a worker used stays with the server's process after it ends
 * (measured: about 400 MB of RSS kept after a worker ran out of memory). A process costs a
 * Node start-up per task (figures in docs/decisions/082-resume-text-in-a-child-process.md).
 *
 * The child's module calls `answerParent(handler)`: it gets the task's data as one message
 * and sends one message back, the result.
 */
import { fork } from "node:child_process";
import fs from "node:fs";
import { fileURLToPath } from "node:url";

export interface ProcessLimits {
  /**
   * All the memory the child may write to (Linux: its data limit, RLIMIT_DATA), which also
   * bounds what the heap limit does not: buffers outside the heap, such as a document's
   * unpacked streams. It counts what Node reserves at start too (about 560 MB on Node 24,
   * of which 40 MB is used), so it must be well above that or the child cannot start.
   */
  dataMb: number;
  /** The child's old generation (long-lived objects): its heap ceiling. */
  heapMb: number;
  /** Each of its young generation's semi-spaces (new objects), on top of the heap. */
  semiSpaceMb: number;
  /** After this the child is killed, whatever it is doing. */
  timeoutMs: number;
}

/** The child passed a limit: its memory (heap or data) or its deadline (`time`). */
export class ProcessLimitReached extends Error {
  override name = "ProcessLimitReached";
  readonly limit: "memory" | "time";

  constructor(limit: "memory" | "time", message: string) {
    super(message);
    this.limit = limit;
  }
}

/**
 * What the child says when its heap is full (V8, just before it aborts) or the data limit
 * refuses a buffer ("Array buffer allocation failed", "Failed to allocate memory").
 */
const OUT_OF_MEMORY =
  /out of memory|Reached heap limit|allocation failed|Failed to allocate memory/i;

/** Whether an error message says memory ran out (the child's task maps its own errors). */
export const saysOutOfMemory = (message: string) => OUT_OF_MEMORY.test(message);

/** The end of the child's error output kept for the error message. */
const STDERR_KEPT = 4096;
/** The shell that sets the data limit: Linux enforces it (elsewhere the heap limit only). */
const SHELL = "/bin/sh";
const withDataLimit = process.platform === "linux" && fs.existsSync(SHELL);

/**
 * Starts `entry` in a child process, sends it `data` and resolves with the one message it
 * sends back. Rejects with ProcessLimitReached past a limit, or with an Error when the
 * child could not start or ended without an answer (a bug, not the input's fault).
 */
export function runInLimitedProcess<T>(
  entry: URL,
  data: unknown,
  limits: ProcessLimits,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    // Its own flags only: not the server's (its --max-old-space-size among them).
    const nodeFlags = [
      `--max-old-space-size=${limits.heapMb}`,
      `--max-semi-space-size=${limits.semiSpaceMb}`,
    ];
    const child = fork(fileURLToPath(entry), [], {
      // Node cannot set a child's limits itself: a shell sets the data limit, then becomes
      // the child (exec keeps the process, its IPC channel and the limit).
      ...(withDataLimit
        ? {
            execPath: SHELL,
            execArgv: [
              "-c",
              'ulimit -d "$1" && shift && exec "$@"',
              "limited-process",
              String(limits.dataMb * 1024),
              process.execPath,
              ...nodeFlags,
            ],
          }
        : { execArgv: nodeFlags }),
      // Buffers travel as bytes, not as JSON arrays of numbers.
      serialization: "advanced",
      stdio: ["ignore", "ignore", "pipe", "ipc"],
    });
    // If memory runs short on the machine, the system's out-of-memory killer takes the
    // child first, never the server (Linux; elsewhere there is no such file).
    if (child.pid) fs.writeFile(`/proc/${child.pid}/oom_score_adj`, "1000", () => {});
    let stderr = "";
    child.stderr!.setEncoding("utf8");
    child.stderr!.on("data", (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEPT);
    });
    let settled = false;
    let timedOut = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
      settle(() =>
        reject(new ProcessLimitReached("time", `no result within ${limits.timeoutMs} ms`)),
      );
    }, limits.timeoutMs);
    child.once("message", (message: T) => settle(() => resolve(message)));
    child.once("error", (error) => {
      child.kill("SIGKILL");
      settle(() => reject(error));
    });
    child.once("exit", (code, signal) =>
      settle(() => {
        const outOfMemory = stderr.split("\n").find((line) => OUT_OF_MEMORY.test(line));
        if (outOfMemory) {
          const said = outOfMemory.replace(/^[\s#]+/, "").slice(0, 200);
          const within = `heap ${limits.heapMb} MB, data ${limits.dataMb} MB`;
          reject(new ProcessLimitReached("memory", `out of memory (${within}): ${said}`));
        } else if (signal === "SIGKILL" && !timedOut) {
          // Killed by someone else: on a server, the system's out-of-memory killer.
          reject(new ProcessLimitReached("memory", "killed by the system (out of memory?)"));
        } else {
          reject(new Error(`the child ended (${signal ?? code}) without a result: ${stderr}`));
        }
      }),
    );
    child.send(data as object, (error) => {
      if (error) settle(() => reject(error));
    });
  });
}

/**
 * The child's side: takes the one message with the task's data, answers with what
 * `handler` returns, and exits once the answer is sent.
 */
export function answerParent<T, R>(handler: (data: T) => Promise<R>): void {
  process.once("message", async (data: T) => {
    const result = await handler(data);
    process.send!(result as object, () => process.exit(0));
  });
}
