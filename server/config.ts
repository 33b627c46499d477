/**
 * Configuration, read once from the environment and checked with zod. A bad value stops
 * start-up with a message naming the variable, instead of failing later mid-request.
 */
import path from "node:path";
import * as z from "zod";
import {
  DEFAULT_APPLICATIONS_PER_CLIENT_PER_HOUR,
  DEFAULT_APPLICATIONS_PER_DAY,
} from "#common/application-values.ts";
import { CONTACT_DETAILS_VISIBILITY, POOL_ACCESS_MODES, SIGNUP_MODES } from "#common/auth.ts";
import { DEFAULT_CAMPAIGN_RATE_PER_MINUTE } from "#common/campaign.ts";
import { appRoot } from "./lib/app-root.ts";
import { signupDomainsSchema, trustProxySchema } from "./lib/security-config.ts";

const boolFlag = z
  .enum(["0", "1", "true", "false", "yes", "no"], "must be 1/0, true/false or yes/no")
  .transform((v) => v === "1" || v === "true" || v === "yes");

const emptyToUndefined = (v: unknown) => (v === "" ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyToUndefined, schema.optional());

const postgresUrl = z
  .url("must be a URL such as postgres://user:pass@host:5432/db")
  .refine((v) => /^postgres(ql)?:\/\//.test(v), "must start with postgres:// or postgresql://");

export const configSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("localhost"),
    PUBLIC_URL: optional(
      z.url("must be the site's public origin, e.g. https://talent.example.com"),
    ),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: optional(postgresUrl),
    // HTML's e-mail rule, as sign-in uses: `admin@localhost` is an address here too.
    ADMIN_EMAIL: optional(
      z.email({ pattern: z.regexes.html5Email, message: "must be an email address" }),
    ),
    ADMIN_PASSWORD: optional(z.string().min(8, "must be at least 8 characters")),
    SEED_DEMO: optional(boolFlag),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(14),
    // Never "trust everything": a client could then pick its own address and step
    // around every per-client limit.
    TRUST_PROXY: z.preprocess(emptyToUndefined, trustProxySchema.default(false)),
    SIGNUP_MODE: z.enum(SIGNUP_MODES).default("open"),
    SIGNUP_DOMAINS: z.preprocess(emptyToUndefined, signupDomainsSchema.default([])),
    // Who reads the talent pool: confirmed addresses, or also an admin's approval.
    POOL_ACCESS: z.enum(POOL_ACCESS_MODES).default("verified"),
    // Who sees candidates' e-mail, phone and résumé: `admins` keeps the company between them
    // and whoever signs up (the pool stays browsable).
    POOL_CONTACT_DETAILS: z.enum(CONTACT_DETAILS_VISIBILITY).default("everyone"),
    SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    ADMIN_MFA: z.enum(["optional", "required"]).default("optional"),
    OIDC_ISSUER: optional(z.url()),
    OIDC_CLIENT_ID: optional(z.string().min(1)),
    OIDC_CLIENT_SECRET: optional(z.string().min(1)),
    OIDC_PROVIDER_NAME: z.string().min(1).default("Single Sign-On"),
    S3_BUCKET: optional(z.string().min(1)),
    S3_ENDPOINT: optional(z.url()),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_ACCESS_KEY_ID: optional(z.string().min(1)),
    S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
    S3_FORCE_PATH_STYLE: optional(boolFlag),
    SMTP_HOST: optional(z.string().min(1)),
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
    SMTP_SECURE: optional(boolFlag),
    SMTP_USER: optional(z.string().min(1)),
    SMTP_PASSWORD: optional(z.string().min(1)),
    SMTP_FROM: optional(z.string().min(3)),
    // Campaign e-mails per minute across all replicas; 0 turns pacing off (tests, bench).
    CAMPAIGN_RATE_PER_MINUTE: z.coerce
      .number()
      .int()
      .min(0)
      .max(100_000)
      .default(DEFAULT_CAMPAIGN_RATE_PER_MINUTE),
    // A sender that died mid-message holds its recipient this long before another takes it.
    CAMPAIGN_CLAIM_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    // First wait after a temporary SMTP refusal; each later one is 4× longer (tests: fractions).
    CAMPAIGN_RETRY_BASE_SECONDS: z.coerce.number().min(0.01).max(3600).default(30),
    // Signs unsubscribe links; unset: a random secret is generated once and kept in the database.
    UNSUBSCRIBE_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
    // Shared counters across replicas (server/plugins/rate-limits.ts); unset: in this process.
    REDIS_URL: optional(
      z
        .url("must be a URL such as redis://127.0.0.1:6379")
        .refine((v) => /^rediss?:\/\//.test(v), "must start with redis:// or rediss://"),
    ),
    REDIS_KEY_PREFIX: z.string().min(1).default("vt:"),
    // GET /metrics answers only with this bearer token; unset: the route does not exist (404).
    // Any length starts (a short one is logged as a warning, see features/metrics/routes.ts):
    // refusing to start over the metrics token would take the whole site down with it.
    METRICS_TOKEN: optional(z.string().min(1)),
    // Personal data: unhandled inquiries older than this are erased daily.
    RETENTION_MONTHS: z.coerce.number().int().min(1).max(1200).default(24),
    // How long after candidates change matching learns related skills from them again
    // (server/features/skills/refresh-job.ts): writes meanwhile are learned in the same run.
    RELATED_SKILLS_DEBOUNCE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(5),
    // Ceilings on POST /api/applications (server/features/applications/limits.ts): per
    // client in an hour whatever the address, and across all clients in 24 hours. No "off":
    // an operator who wants more raises the number.
    APPLICATIONS_PER_CLIENT_PER_HOUR: z.coerce
      .number()
      .int()
      .min(1)
      .max(100_000)
      .default(DEFAULT_APPLICATIONS_PER_CLIENT_PER_HOUR),
    APPLICATIONS_PER_DAY: z.coerce
      .number()
      .int()
      .min(1)
      .max(10_000_000)
      .default(DEFAULT_APPLICATIONS_PER_DAY),
    // Webhooks: http:// to a loopback address is refused unless this
    // is set (a local receiver while developing or testing); private addresses never work.
    WEBHOOK_ALLOW_HTTP: boolFlag.default(false),
    // Signed-in screens painted by the server at once, per process (decision 077): a page
    // past it is sent unpainted and the app reads its data itself. 0 turns painting off.
    // 2: one rendering (one JS thread) while the other waits for its reads.
    SCREEN_PAINT_CONCURRENCY: z.coerce.number().int().min(0).max(1000).default(2),
  })
  .refine((c) => c.SIGNUP_MODE !== "domains" || c.SIGNUP_DOMAINS.length > 0, {
    message: "SIGNUP_MODE=domains needs SIGNUP_DOMAINS (comma-separated domains)",
    path: ["SIGNUP_DOMAINS"],
  })
  .refine((c) => !c.ADMIN_EMAIL === !c.ADMIN_PASSWORD, {
    message: "ADMIN_EMAIL and ADMIN_PASSWORD must be set together",
    path: ["ADMIN_PASSWORD"],
  });

export type RawConfig = z.infer<typeof configSchema>;

export interface Config extends RawConfig {
  isProduction: boolean;
  dataDir: string;
  clientDir: string;
}

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
    this.problems = problems;
  }
}

/** Parses the environment; throws ConfigError listing every bad variable at once. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join(".") || "environment"}: ${i.message}`),
    );
  }
  const c = parsed.data;
  return {
    ...c,
    isProduction: c.NODE_ENV === "production",
    dataDir: path.resolve(c.DATA_DIR),
    clientDir: path.join(appRoot, "build/client"),
  };
}
