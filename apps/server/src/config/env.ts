import { z } from 'zod';
import path from 'node:path';

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

/** Every setting the server reads, parsed once at start: a bad value stops start-up naming the variable. */
const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyAsUndefined, z.enum(['production', 'development', 'test']).default('production')),
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  SMTP_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^smtps?$/ }).optional()),
  /** Seconds between the mail sender's polls of the outbox (also kicked after each request that queued a mail). */
  MAIL_POLL_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().min(0.1).max(3600).default(5)),
  /**
   * Seconds between the scoring runner's polls of the game's scoring jobs (also kicked after each request that queued a
   * job).
   */
  SCORING_POLL_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().min(0.1).max(3600).default(5)),
  /** Seconds between the passes of the reminder job (mails before a match locks). */
  REMINDER_POLL_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().min(1).max(86_400).default(300)),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default('Matchday Console <no-reply@matchday.local>')),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  JWT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  /**
   * The key that signs prize codes, an ECDSA P-256 private key as JWK JSON. Unset, one is
   * generated once and kept in DATA_DIR; several instances must share it.
   */
  PRIZE_SIGNING_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(
        (text) => isEcPrivateJwk(text),
        'must be an ECDSA P-256 private key as JWK JSON (kty EC, crv P-256, d, x, y)',
      )
      .optional(),
  ),
  SEED: z.preprocess(emptyAsUndefined, z.enum(['demo', 'none']).default('demo')),
  DEMO_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(8, 'must be at least 8 characters').optional()),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  WEB_DIST: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** PostgreSQL: how long to wait for a connection, and for one statement, before answering 503. */
  DB_CONNECT_TIMEOUT_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(100).max(600_000).default(5000)),
  DB_STATEMENT_TIMEOUT_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(100).max(600_000).default(5000)),
  /** Which proxies may set X-Forwarded-For: off (default), a hop count, or a list of addresses/CIDRs. */
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .optional()
      .transform((value, ctx) => parseTrustProxy(value, ctx)),
  ),
  /** football-data.org's API token: unset, the fixtures feed is off. Never logged nor answered. */
  FOOTBALL_DATA_TOKEN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .min(8, 'must be the token football-data.org gave you')
      .max(200, 'is too long')
      .regex(/^[\x21-\x7e]+$/, 'must be the token football-data.org gave you (letters and digits, no spaces)')
      .optional(),
  ),
  FOOTBALL_DATA_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url({ protocol: /^https?$/ })
      .default('https://api.football-data.org/v4')
      .transform((url) => url.replace(/\/+$/, '')),
  ),
  /**
   * Where crests may be fetched from, origins separated by commas: https only, except
   * a replay server on this machine written as its address (http://127.0.0.1:4010).
   */
  FEED_CREST_ORIGINS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default('https://crests.football-data.org')
      .transform((value, ctx) => parseCrestOrigins(value, ctx)),
  ),
  /** The provider's competition codes to follow, comma-separated. */
  FEED_COMPETITIONS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default('PL,PD,SA,BL1,FL1,CL')
      .transform((value, ctx) => parseCompetitionCodes(value, ctx)),
  ),
  /** Minutes between two full syncs of a competition. */
  FEED_SYNC_MINUTES: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(5).max(10_080).default(360)),
  /** How long one request to the provider may take before it counts as down. */
  FEED_TIMEOUT_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(100).max(120_000).default(15_000)),
  /** Requests per minute one client address may make to the public pages and the public API. */
  PUBLIC_REQUESTS_PER_MINUTE: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(10_000_000).default(300),
  ),
  /**
   * GET /metrics for the operator's scraper (Prometheus): unset, it is off (404); set, it asks for this bearer token.
   */
  METRICS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .min(16, 'must be at least 16 characters')
      .max(200, 'is too long')
      .regex(/^[\x21-\x7e]+$/, 'must be printable characters without spaces')
      .optional(),
  ),
  /** off: the feed syncs only when an admin presses Sync now (no timer). */
  FEED_AUTO_SYNC: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).default('on')),
});
type Env = z.infer<typeof envSchema>;

/** Fastify's trustProxy: false, a hop count, or the addresses/CIDRs of the trusted proxies. */
export type TrustProxy = false | number | string[];

function parseTrustProxy(value: string | undefined, ctx: z.RefinementCtx): TrustProxy {
  if (value === undefined || /^(false|off|no|0)$/i.test(value.trim())) return false;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const bad = entries.filter((entry) => !isAddressOrCidr(entry));
  if (entries.length === 0 || bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be off, a hop count, or a comma-separated list of proxy addresses or CIDRs (not ${bad.join(', ') || value})`,
    });
    return false;
  }
  return entries;
}

function parseCompetitionCodes(value: string, ctx: z.RefinementCtx): string[] {
  const codes = [
    ...new Set(
      value
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter((code) => code !== ''),
    ),
  ];
  const bad = codes.filter((code) => !/^[A-Z0-9]{2,6}$/.test(code));
  if (codes.length === 0 || codes.length > 30 || bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be football-data.org competition codes separated by commas, such as PL,CL (not ${bad.join(', ') || value})`,
    });
    return [];
  }
  return codes;
}

function parseCrestOrigins(value: string, ctx: z.RefinementCtx): string[] {
  const origins: string[] = [];
  for (const entry of value
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '')) {
    const url = URL.canParse(entry) ? new URL(entry) : null;
    const loopbackReplay = url?.protocol === 'http:' && ['127.0.0.1', '[::1]'].includes(url.hostname);
    if (!url || (url.protocol !== 'https:' && !loopbackReplay) || url.origin !== entry.replace(/\/+$/, '')) {
      ctx.addIssue({
        code: 'custom',
        message: `must be https origins separated by commas, such as https://crests.football-data.org (not ${entry})`,
      });
      return [];
    }
    origins.push(url.origin);
  }
  if (origins.length === 0)
    ctx.addIssue({
      code: 'custom',
      message: 'must name at least one origin, such as https://crests.football-data.org',
    });
  return origins;
}

function isEcPrivateJwk(text: string): boolean {
  try {
    const jwk = JSON.parse(text) as Record<string, unknown>;
    return jwk.kty === 'EC' && jwk.crv === 'P-256' && ['d', 'x', 'y'].every((k) => typeof jwk[k] === 'string');
  } catch {
    return false;
  }
}

function isAddressOrCidr(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0 || (bits !== undefined && !/^\d{1,3}$/.test(bits))) return false;
  return z.union([z.ipv4(), z.ipv6()]).safeParse(address).success;
}

export type AppConfig = Env & { dataDir: string; outboxDir: string };

export class ConfigError extends Error {}

export function parseEnv(source: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return { ...parsed.data, dataDir, outboxDir: path.join(dataDir, 'outbox') };
}
