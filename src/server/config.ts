import { z } from "zod";
import path from "node:path";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { isIP } from "node:net";

/** Repository root (two levels above src/server). */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** An address or a CIDR range (IPv4 or IPv6): 10.0.0.0/8, 2001:db8::/32, 127.0.0.1. */
function isAddressOrCidr(v: string): boolean {
  const [ip, bits, ...rest] = v.split("/");
  const family = isIP(ip ?? "");
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

const booleanFlag = z.enum(["true", "false", "1", "0", "yes", "no", "on", "off"]).transform((v) => ["true", "1", "yes", "on"].includes(v));

/**
 * Every environment variable Facetwise reads, with its default. This module is the only reader of
 * process.env (README "Configuration" mirrors this list).
 */
const ZEnv = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  FACETWISE_DATA_DIR: z.string().default("./.facetwise"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL")
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "REDIS_URL must be a redis:// URL")
    .optional(),
  PUBLIC_URL: z.string().url().optional(),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Facetwise <no-reply@facetwise.local>"),
  /** Where the pricing page's Contact Sales (Enterprise) writes to. */
  FACETWISE_SALES_EMAIL: z.string().email("FACETWISE_SALES_EMAIL must be an email address").max(254).default("sales@facetwise.local"),
  FACETWISE_SEED: booleanFlag.default(true),
  /** Simulated respondents the first-start seed gives the demo organization (default 300; 0 in tests). */
  FACETWISE_SEED_RESPONDENTS: z.coerce.number().int().min(0).max(100_000).optional(),
  /** Whether the first-start seed writes the vendor's simulated customer history (default yes; no in tests). */
  FACETWISE_SEED_CUSTOMERS: booleanFlag.optional(),
  SESSION_TIMEOUT_SECONDS: z.coerce.number().int().min(60).default(3600),
  MAGIC_LINK_TTL_SECONDS: z.coerce.number().int().min(60).default(900),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(100),
  RATE_LIMIT_BURST: z.coerce.number().int().min(1).default(200),
  RATE_LIMIT_ENABLED: booleanFlag.default(true),
  /** Answer autosave's own bucket (plugins/rate-limit.ts): 20 a second sustained, burst 100. */
  RATE_LIMIT_AUTOSAVE_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  RATE_LIMIT_AUTOSAVE_BURST: z.coerce.number().int().min(1).default(100),
  /**
   * Proxies (load balancers) whose X-Forwarded-For is believed: comma-separated addresses or CIDRs, empty by
   * default (X-Forwarded-For is then ignored). The client is the right-most address not in these ranges.
   */
  TRUSTED_PROXIES: z
    .string()
    .transform((v) =>
      v
        .split(",")
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every(isAddressOrCidr), "TRUSTED_PROXIES must be comma-separated IP addresses or CIDR ranges")
    .default([]),
  JOB_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Webhook and Slack URLs may point to private and internal addresses (an on-premise install's own network; tests' local receivers). */
  WEBHOOK_ALLOW_PRIVATE_TARGETS: booleanFlag.default(false),
  /**
   * The key integration credentials are encrypted with at rest (32+ characters; required in production; elsewhere
   * derived from the auth secret). Changing it: move the old one to FACETWISE_CREDENTIALS_KEY_PREVIOUS and run
   * `facetwise rotate-credentials-key`.
   */
  FACETWISE_CREDENTIALS_KEY: z.string().min(32, "FACETWISE_CREDENTIALS_KEY must be at least 32 characters").optional(),
  /** Earlier credentials keys, comma-separated: rows still under them open until the rotation re-encrypts them. */
  FACETWISE_CREDENTIALS_KEY_PREVIOUS: z
    .string()
    .transform((v) =>
      v
        .split(",")
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .default([]),
});

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  redisUrl: string | undefined;
  publicUrl: string | undefined;
  authSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The pricing page's Contact Sales address (FACETWISE_SALES_EMAIL). */
  salesEmail: string;
  seed: boolean;
  /** Simulated respondents added to the demo organization when the seed creates it (FACETWISE_SEED=false seeds nothing). */
  seedRespondents: number;
  /** Whether the seed writes the vendor's simulated 18-month customer history (FACETWISE_SEED_CUSTOMERS). */
  seedCustomers: boolean;
  sessionTimeoutSeconds: number;
  magicLinkTtlSeconds: number;
  rateLimit: { enabled: boolean; perMinute: number; burst: number; autosave: { perMinute: number; burst: number } };
  /** Addresses or CIDRs of proxies whose X-Forwarded-For names the client (empty: the socket's peer is the client). */
  trustedProxies: string[];
  /** How long a running job's lease lasts before another process may take it over (renewed while it runs). */
  jobLeaseSeconds: number;
  logLevel: z.infer<typeof ZEnv>["LOG_LEVEL"];
  /**
   * Whether webhook and Slack deliveries may go to loopback, private, link-local and other internal
   * addresses (off by default: such URLs are refused when a list is made and when it is delivered).
   */
  webhookAllowPrivateTargets: boolean;
  /** The integration credentials key (undefined outside production: derived from the auth secret). */
  credentialsKey: string | undefined;
  /** Earlier credentials keys, for rows not yet re-encrypted by a rotation. */
  credentialsPreviousKeys: string[];
  version: string;
  webDir: string;
};

/** The version from package.json, shown in the footer and /api/health. */
export const VERSION: string = (JSON.parse(readFileSync(path.join(ROOT_DIR, "package.json"), "utf8")) as { version: string }).version;

/** Parses an environment (process.env by default) into a Config; throws a readable error on bad values. */
export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = ZEnv.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== "")));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  // like a production database without its password: stored provider tokens would be readable by anyone with a backup
  if (e.NODE_ENV === "production" && !e.FACETWISE_CREDENTIALS_KEY) {
    throw new Error("Invalid configuration:\n  FACETWISE_CREDENTIALS_KEY: required in production (32+ random characters; it encrypts integration credentials)");
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.FACETWISE_DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    publicUrl: e.PUBLIC_URL,
    authSecret: e.AUTH_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    salesEmail: e.FACETWISE_SALES_EMAIL,
    seed: e.FACETWISE_SEED,
    // tests build many apps from the seed and count what they create: no simulated respondents there by default
    seedRespondents: e.FACETWISE_SEED_RESPONDENTS ?? (e.NODE_ENV === "test" ? 0 : 300),
    // the same for the simulated customers: a test's business figures are its own records unless it asks for them
    seedCustomers: e.FACETWISE_SEED_CUSTOMERS ?? e.NODE_ENV !== "test",
    sessionTimeoutSeconds: e.SESSION_TIMEOUT_SECONDS,
    magicLinkTtlSeconds: e.MAGIC_LINK_TTL_SECONDS,
    rateLimit: {
      enabled: e.RATE_LIMIT_ENABLED,
      perMinute: e.RATE_LIMIT_PER_MINUTE,
      burst: e.RATE_LIMIT_BURST,
      autosave: { perMinute: e.RATE_LIMIT_AUTOSAVE_PER_MINUTE, burst: e.RATE_LIMIT_AUTOSAVE_BURST },
    },
    trustedProxies: e.TRUSTED_PROXIES,
    jobLeaseSeconds: e.JOB_LEASE_SECONDS,
    logLevel: e.LOG_LEVEL,
    webhookAllowPrivateTargets: e.WEBHOOK_ALLOW_PRIVATE_TARGETS,
    credentialsKey: e.FACETWISE_CREDENTIALS_KEY,
    credentialsPreviousKeys: e.FACETWISE_CREDENTIALS_KEY_PREVIOUS,
    version: VERSION,
    webDir: path.join(ROOT_DIR, "dist/web"),
    ...overrides,
  };
}
