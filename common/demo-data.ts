/** GET and DELETE /api/admin/demo-data: the demo candidates still in the pool. */
import { z } from "./zod.ts";

export * from "./demo-data-values.ts";

export const demoDataSchema = z.object({ candidates: z.number().int().min(0) });
export type DemoData = z.infer<typeof demoDataSchema>;

export const demoDataRemovedSchema = z.object({ removed: z.number().int().min(0) });
export type DemoDataRemoved = z.infer<typeof demoDataRemovedSchema>;
