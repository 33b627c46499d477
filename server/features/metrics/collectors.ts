/**
 * What GET /metrics reports, on a registry of this app's own (tests build many apps in one
 * process, so the global default registry would mix them). Gauges read their value when
 * scraped, so nothing runs between scrapes.
 */
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../../db/client.ts";

/** The queue's counts per job name, as `app.jobs.stats()` reports them (server/jobs/queue.ts). */
export type JobStatsSource = () => Promise<
  Array<{ name: string; queued: number; active: number; failed: number }>
>;

/** Route patterns, never raw URLs: a path full of ids would make one series per request. */
export const UNMATCHED_ROUTE = "unmatched";

export function createMetrics(opts: { database: Database; jobStats?: JobStatsSource }) {
  const register = new Registry();
  // Process memory (RSS, heap), CPU, event-loop lag, GC: prom-client's standard set.
  collectDefaultMetrics({ register });

  const requestDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from receiving a request to sending its response, by route pattern and status.",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });

  new Gauge({
    name: "db_info",
    help: "The database engine in use (1 for the engine in the label).",
    labelNames: ["kind"] as const,
    registers: [register],
    collect() {
      this.set({ kind: opts.database.kind }, 1);
    },
  });

  // node-postgres exposes its pool on the Drizzle instance. PGlite is one connection inside
  // this process with no pool to report, so its series are left out rather than faked.
  const pool = (opts.database.db as unknown as { $client?: unknown }).$client;
  if (pool instanceof pg.Pool) {
    new Gauge({
      name: "db_pool_connections",
      help: "PostgreSQL pool connections: total open, idle, and requests waiting for one.",
      labelNames: ["state"] as const,
      registers: [register],
      collect() {
        this.set({ state: "total" }, pool.totalCount);
        this.set({ state: "idle" }, pool.idleCount);
        this.set({ state: "waiting" }, pool.waitingCount);
      },
    });
    new Gauge({
      name: "db_pool_max_connections",
      help: "The most connections the pool opens.",
      registers: [register],
      collect() {
        this.set(pool.options.max ?? 10);
      },
    });
  }

  if (opts.jobStats) {
    const jobStats = opts.jobStats;
    new Gauge({
      name: "jobs",
      help: "Background jobs by name and state: queued (due or waiting), active, failed (given up).",
      labelNames: ["name", "state"] as const,
      registers: [register],
      async collect() {
        // A name whose jobs are all done drops out of stats(): drop its series, not keep it stale.
        this.reset();
        for (const row of await jobStats()) {
          this.set({ name: row.name, state: "queued" }, row.queued);
          this.set({ name: row.name, state: "active" }, row.active);
          this.set({ name: row.name, state: "failed" }, row.failed);
        }
      },
    });
  }

  return {
    register,
    /** Records one answered request; call from onResponse. */
    observe(app: FastifyInstance) {
      // A callback hook: it never waits, so no promise per request.
      app.addHook("onResponse", (request, reply, done) => {
        requestDuration.observe(
          {
            method: request.method,
            route: request.routeOptions.url ?? UNMATCHED_ROUTE,
            status_code: String(reply.statusCode),
          },
          reply.elapsedTime / 1000,
        );
        done();
      });
    },
  };
}
