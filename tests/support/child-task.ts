/**
 * A child process for lib/limited-process.ts's tests: it does what the message names, so
 * each test shows what its child does.
 */
import v8 from "node:v8";
import { answerParent } from "../../server/lib/limited-process.ts";

type Task = "limits" | "hog" | "buffers" | "spin" | "throw";

answerParent(async ({ task }: { task: Task }) => {
  if (task === "limits") return { heapLimitMb: v8.getHeapStatistics().heap_size_limit / 2 ** 20 };
  if (task === "hog") {
    // Keeps every string it makes: gigabytes wanted.
    const kept: string[] = [];
    for (let i = 0; i < 1e9; i++) kept.push(`${"x".repeat(1024)}${i}`);
  }
  if (task === "buffers") {
    // Buffers live outside the heap: only the data limit stops these.
    const kept: Buffer[] = [];
    for (let i = 0; i < 1e6; i++) kept.push(Buffer.alloc(8 * 2 ** 20, 1));
  }
  if (task === "spin") for (;;);
  throw new Error("a broken child");
});
