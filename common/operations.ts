/** Response shapes of the operator endpoints: health, readiness and metrics (docs/operations.md). */
import { z } from "./zod.ts";

export const healthResponse = z.object({ status: z.literal("ok") });

export const readyResponse = z.object({
  status: z.literal("ready"),
  database: z.enum(["pglite", "postgres"]),
});

/** The JSON error body every failure uses. */
export const errorResponse = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

/** Prometheus text exposition format, version 0.0.4. */
export const metricsResponse = z.string();

export const METRICS_NOT_AUTHORIZED = "A valid metrics token is required.";
export const DATABASE_NOT_ANSWERING = "The database is not answering.";
