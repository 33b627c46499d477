/**
 * At most `running` tasks of one kind at once in this process, and at most `waiting` more
 * in line; past that a task is refused at once (the caller answers 503) rather than queued
 * without end. For CPU-bound work done in the server's own thread (stamping résumés,
 * docs/decisions/086-watermarked-resumes.md): the event loop is shared, so a burst of such
 * work is spread out instead of taken all at once.
 */
export class LimitReached extends Error {
  constructor() {
    super("too many tasks in line");
    this.name = "LimitReached";
  }
}

export interface ConcurrencyLimit {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Running and waiting now (for tests and the bench). */
  readonly load: { running: number; waiting: number };
}

export function concurrencyLimit(running: number, waiting: number): ConcurrencyLimit {
  let active = 0;
  const line: Array<() => void> = [];
  // A finishing task hands its place to the first in line, or gives it up.
  const next = () => {
    const waiter = line.shift();
    if (waiter) waiter();
    else active--;
  };
  return {
    get load() {
      return { running: active, waiting: line.length };
    },
    async run(task) {
      if (active >= running) {
        if (line.length >= waiting) throw new LimitReached();
        // Its place is handed over by a finishing task: `active` already counts it.
        await new Promise<void>((resolve) => line.push(resolve));
      } else {
        active++;
      }
      try {
        return await task();
      } finally {
        next();
      }
    },
  };
}
