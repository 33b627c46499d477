/**
 * The candidate CSV: what the export writes and the import reads.
 * Its columns and limits live once in ./candidate-csv-values.ts (re-exported here).
 */

import { z } from "./zod.ts";

export * from "./candidate-csv-values.ts";

export const importQuerySchema = z.object({
  dryRun: z.preprocess((v) => v === "1" || v === "true" || v === "", z.boolean()),
});

export const importResultSchema = z.object({
  created: z.number(),
  updated: z.number(),
  skipped: z.number(),
  duplicates: z.array(z.object({ row: z.number(), candidateId: z.string(), reason: z.string() })),
  errors: z.array(z.object({ row: z.number(), field: z.string(), message: z.string() })),
});
export type ImportResult = z.infer<typeof importResultSchema>;
