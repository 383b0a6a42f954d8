// The environment, read and validated once at start (docs/operations.md lists every variable).
// A bad value stops the start with a message naming the variable, never a half-configured server.
import path from 'node:path';
import { business, defaultFleetSetting, type Fleet, parseFleet, siteAddress } from '@dumpster/domain';
import * as v from 'valibot';
import { parseTrustedProxies } from './trusted-proxies.ts';

const integer = (name: string, min: number, max: number, fallback: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.trim(),
    v.regex(/^\d+$/, `${name} must be a whole number`),
    v.transform(Number),
    v.minValue(min, `${name} must be at least ${min}`),
    v.maxValue(max, `${name} must be at most ${max}`),
  );

const flag = (name: string, fallback: boolean) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.trim(),
    v.toLowerCase(),
    v.picklist(['true', 'false', '1', '0', 'yes', 'no'], `${name} must be true or false`),
    v.transform((value) => value === 'true' || value === '1' || value === 'yes'),
  );

/** Express's `trust proxy`: false, or the proxies' addresses and subnets (trusted-proxies.ts). */
const trustProxy = v.pipe(
  v.optional(v.string(), 'false'),
  v.rawTransform(({ dataset, addIssue, NEVER }): false | string => {
    const parsed = parseTrustedProxies(dataset.value);
    if (parsed.ok) return parsed.value;
    addIssue({ message: parsed.message });
    return NEVER;
  }),
);

/** Comma-separated secrets, the current one first; each long enough to be a real key. */
const secretList = v.pipe(
  v.optional(v.string(), ''),
  v.transform((value) =>
    value
      .split(',')
      .map((secret) => secret.trim())
      .filter((secret) => secret !== ''),
  ),
  v.check(
    (secrets) => secrets.every((secret) => secret.length >= 32),
    'SELF_SERVICE_SECRET must list secrets of at least 32 characters each, separated by commas',
  ),
);

/** FLEET: the first start's units per size (domain parseFleet), each problem its own line. */
const fleet = v.pipe(
  v.optional(v.string(), defaultFleetSetting),
  v.rawTransform(({ dataset, addIssue, NEVER }): Fleet => {
    const parsed = parseFleet(dataset.value);
    if (parsed.ok) return parsed.fleet;
    for (const error of parsed.errors) addIssue({ message: error });
    return NEVER;
  }),
);

const envSchema = v.object({
  PORT: integer('PORT', 0, 65_535, 3000),
  HOST: v.pipe(v.optional(v.string(), '0.0.0.0'), v.trim(), v.nonEmpty('HOST must not be empty')),
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^postgres(ql)?:\/\/.+/, 'DATABASE_URL must be a postgres:// or postgresql:// URL'),
    ),
  ),
  DATA_DIR: v.pipe(v.optional(v.string(), './data'), v.trim(), v.nonEmpty('DATA_DIR must not be empty')),
  LOG_LEVEL: v.picklist(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
    'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
  ),
  TRUST_PROXY: trustProxy,
  // Unset: this machine on PORT (siteAddress), filled in by loadConfig.
  SITE_URL: v.optional(v.pipe(v.string(), v.trim(), v.url('SITE_URL must be an absolute URL'))),
  SELF_SERVICE_SECRET: secretList,
  RATE_LIMIT_ENABLED: flag('RATE_LIMIT_ENABLED', true),
  RATE_LIMIT_WINDOW_SECONDS: integer('RATE_LIMIT_WINDOW_SECONDS', 1, 86_400, 60),
  RATE_LIMIT_MAX: integer('RATE_LIMIT_MAX', 1, 100_000, 10),
  DB_POOL_MAX: integer('DB_POOL_MAX', 1, 200, 10),
  DB_CONNECT_TIMEOUT_MS: integer('DB_CONNECT_TIMEOUT_MS', 100, 60_000, 800),
  DB_STATEMENT_TIMEOUT_MS: integer('DB_STATEMENT_TIMEOUT_MS', 100, 600_000, 5_000),
  IDEMPOTENCY_RETENTION_HOURS: integer('IDEMPOTENCY_RETENTION_HOURS', 24, 24 * 365, 48),
  SHUTDOWN_TIMEOUT_MS: integer('SHUTDOWN_TIMEOUT_MS', 1_000, 60_000, 9_000),
  HTTP_HEADERS_TIMEOUT_MS: integer('HTTP_HEADERS_TIMEOUT_MS', 500, 120_000, 10_000),
  HTTP_REQUEST_TIMEOUT_MS: integer('HTTP_REQUEST_TIMEOUT_MS', 500, 600_000, 30_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: integer('HTTP_KEEP_ALIVE_TIMEOUT_MS', 500, 600_000, 5_000),
  FLEET: fleet,
  SMTP_URL: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^smtps?:\/\/[^/]+/, 'SMTP_URL must be an smtp:// or smtps:// URL')),
  ),
  MAIL_FROM: v.pipe(
    v.optional(v.string(), `"${business.shortName}" <${business.email}>`),
    v.trim(),
    v.regex(
      /^[^\r\n]*@[^\r\n]*$/,
      'MAIL_FROM must be an address, e.g. "Coastal Haul" <bookings@example.com>',
    ),
  ),
  BUSINESS_EMAIL: v.pipe(
    v.optional(v.string(), business.email),
    v.trim(),
    v.email('BUSINESS_EMAIL must be an e-mail address'),
  ),
  MAIL_WORKER: flag('MAIL_WORKER', true),
  MAIL_MAX_ATTEMPTS: integer('MAIL_MAX_ATTEMPTS', 1, 100, 8),
  MAIL_CONCURRENCY: integer('MAIL_CONCURRENCY', 1, 50, 4),
  MAIL_LEASE_SECONDS: integer('MAIL_LEASE_SECONDS', 10, 3_600, 120),
  MAIL_BODY_RETENTION_DAYS: integer('MAIL_BODY_RETENTION_DAYS', 1, 3_650, 14),
  ADMIN_SESSION_IDLE_MINUTES: integer('ADMIN_SESSION_IDLE_MINUTES', 1, 24 * 60, 30),
  ADMIN_SESSION_ABSOLUTE_HOURS: integer('ADMIN_SESSION_ABSOLUTE_HOURS', 1, 24 * 7, 12),
  // Photos (docs/operations.md, "Photos"; decision 0145): files under DATA_DIR/photos, or a bucket.
  PHOTO_STORE: v.pipe(
    v.optional(v.string(), 'file'),
    v.trim(),
    v.toLowerCase(),
    v.picklist(['file', 's3'], 'PHOTO_STORE must be file or s3'),
  ),
  S3_ENDPOINT: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.url('S3_ENDPOINT must be an http:// or https:// URL'),
      v.regex(/^https?:\/\//i, 'S3_ENDPOINT must be an http:// or https:// URL'),
    ),
  ),
  S3_BUCKET: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'S3_BUCKET must be a bucket name (3-63 lowercase letters, digits, dots, hyphens)',
      ),
    ),
  ),
  S3_ACCESS_KEY_ID: v.optional(v.pipe(v.string(), v.trim())),
  S3_SECRET_ACCESS_KEY: v.optional(v.pipe(v.string(), v.trim())),
  S3_REGION: v.pipe(v.optional(v.string(), 'us-east-1'), v.trim(), v.nonEmpty('S3_REGION must not be empty')),
  S3_FORCE_PATH_STYLE: flag('S3_FORCE_PATH_STYLE', false),
  // Text messages (docs/operations.md, "Text messages"; decision 0154): files under DATA_DIR/texts,
  // or Twilio once the account, its token and a sender are set. The token is never echoed back.
  TWILIO_ACCOUNT_SID: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(
        /^AC[0-9a-fA-F]{32}$/,
        'TWILIO_ACCOUNT_SID must be the Account SID from the Twilio console: AC and 32 hexadecimal digits',
      ),
    ),
  ),
  TWILIO_AUTH_TOKEN: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(
        /^[0-9a-fA-F]{32}$/,
        'TWILIO_AUTH_TOKEN must be the Auth Token from the Twilio console: 32 hexadecimal digits',
      ),
    ),
  ),
  TWILIO_FROM: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(
        /^\+[1-9]\d{7,14}$/,
        'TWILIO_FROM must be your Twilio number in E.164 form, like +19045550142 (no spaces or dashes)',
      ),
    ),
  ),
  TWILIO_MESSAGING_SERVICE_SID: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(
        /^MG[0-9a-fA-F]{32}$/,
        'TWILIO_MESSAGING_SERVICE_SID must be a Messaging Service SID: MG and 32 hexadecimal digits',
      ),
    ),
  ),
});

/** Node refuses a headers deadline past the whole request's; say so by name instead. */
const envRules = v.pipe(
  envSchema,
  v.forward(
    v.partialCheck(
      [['HTTP_HEADERS_TIMEOUT_MS'], ['HTTP_REQUEST_TIMEOUT_MS']],
      (e) => e.HTTP_HEADERS_TIMEOUT_MS <= e.HTTP_REQUEST_TIMEOUT_MS,
      'HTTP_HEADERS_TIMEOUT_MS must not be longer than HTTP_REQUEST_TIMEOUT_MS',
    ),
    ['HTTP_HEADERS_TIMEOUT_MS'],
  ),
  v.forward(
    v.partialCheck(
      [['PHOTO_STORE'], ['S3_BUCKET']],
      (e) => e.PHOTO_STORE !== 's3' || e.S3_BUCKET !== undefined,
      'S3_BUCKET must be set when PHOTO_STORE is s3',
    ),
    ['S3_BUCKET'],
  ),
  v.forward(
    v.partialCheck(
      [['S3_ACCESS_KEY_ID'], ['S3_SECRET_ACCESS_KEY']],
      (e) => (e.S3_ACCESS_KEY_ID === undefined) === (e.S3_SECRET_ACCESS_KEY === undefined),
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or both left unset for the default credentials)',
    ),
    ['S3_SECRET_ACCESS_KEY'],
  ),
  v.forward(
    v.partialCheck(
      [['TWILIO_ACCOUNT_SID'], ['TWILIO_AUTH_TOKEN']],
      (e) => (e.TWILIO_ACCOUNT_SID === undefined) === (e.TWILIO_AUTH_TOKEN === undefined),
      'TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN must be set together (or both left unset to write texts to files)',
    ),
    ['TWILIO_AUTH_TOKEN'],
  ),
  v.forward(
    v.partialCheck(
      [['TWILIO_ACCOUNT_SID'], ['TWILIO_FROM'], ['TWILIO_MESSAGING_SERVICE_SID']],
      (e) =>
        e.TWILIO_ACCOUNT_SID === undefined ||
        e.TWILIO_FROM !== undefined ||
        e.TWILIO_MESSAGING_SERVICE_SID !== undefined,
      'TWILIO_FROM (your Twilio number) or TWILIO_MESSAGING_SERVICE_SID must be set to send texts through Twilio',
    ),
    ['TWILIO_FROM'],
  ),
  v.forward(
    v.partialCheck(
      [['TWILIO_ACCOUNT_SID'], ['TWILIO_FROM'], ['TWILIO_MESSAGING_SERVICE_SID']],
      (e) =>
        e.TWILIO_ACCOUNT_SID !== undefined ||
        (e.TWILIO_FROM === undefined && e.TWILIO_MESSAGING_SERVICE_SID === undefined),
      'TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN must be set to send texts through Twilio',
    ),
    ['TWILIO_ACCOUNT_SID'],
  ),
  v.forward(
    v.partialCheck(
      [['TWILIO_FROM'], ['TWILIO_MESSAGING_SERVICE_SID']],
      (e) => e.TWILIO_FROM === undefined || e.TWILIO_MESSAGING_SERVICE_SID === undefined,
      'Set TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID, not both: the Messaging Service picks the number itself',
    ),
    ['TWILIO_MESSAGING_SERVICE_SID'],
  ),
);

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly database:
    | { readonly kind: 'postgresql'; readonly url: string }
    | { readonly kind: 'pglite'; readonly dataDir: string };
  readonly logLevel: string;
  /** false, or the proxies' addresses and subnets as Express's `trust proxy` list. */
  readonly trustProxy: false | string;
  readonly siteUrl: string;
  /** Secrets for the "My booking" links, current first; empty: generated under DATA_DIR. */
  readonly selfServiceSecrets: readonly string[];
  /** Where a generated self-service secret is kept. */
  readonly dataDir: string;
  readonly rateLimit: { readonly enabled: boolean; readonly windowMs: number; readonly max: number };
  readonly db: {
    readonly poolMax: number;
    readonly connectTimeoutMs: number;
    readonly statementTimeoutMs: number;
  };
  readonly idempotencyRetentionHours: number;
  readonly shutdownTimeoutMs: number;
  /** How long a client may take to send its request, and a kept-alive connection may idle. */
  readonly http: { readonly headersMs: number; readonly requestMs: number; readonly keepAliveMs: number };
  /** The units per size the first start stores (migration 0005); the back office changes them after. */
  readonly fleet: Fleet;
  /** E-mail (docs/operations.md, "E-mail"). */
  readonly mail: {
    /** Null: each message is written to `fileDirectory` instead of sent. */
    readonly smtpUrl: string | null;
    readonly fileDirectory: string;
    readonly from: string;
    readonly businessEmail: string;
    /** Whether this process runs the delivery worker (on PGlite it always does). */
    readonly worker: boolean;
    readonly maxAttempts: number;
    readonly concurrency: number;
    /** How long a claimed message is held by its worker; a dead worker's come due after it. */
    readonly leaseMs: number;
    /** Days a sent message keeps its bodies before the retention sweep empties them (decision 0160). */
    readonly bodyRetentionDays: number;
  };
  /** The back office's sessions: idle and absolute expiry (decision 0076). */
  readonly adminSession: { readonly idleMinutes: number; readonly absoluteHours: number };
  /** Where photos are kept (decision 0145): a folder beside the data, or an S3-compatible bucket. */
  readonly photoStore:
    | { readonly kind: 'file'; readonly directory: string }
    | {
        readonly kind: 's3';
        readonly endpoint: string | null;
        readonly bucket: string;
        readonly region: string;
        readonly forcePathStyle: boolean;
        /** Null: the SDK's default chain (AWS_* variables, an instance or task role). */
        readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string } | null;
      };
  /** Text messages (docs/operations.md, "Text messages"; decision 0154). */
  readonly texts: {
    /** Null: each text is written to `fileDirectory` instead of sent. */
    readonly twilio: {
      readonly accountSid: string;
      readonly authToken: string;
      /** One number, or a Messaging Service's pool of numbers. */
      readonly sender: { readonly from: string } | { readonly messagingServiceSid: string };
    } | null;
    readonly fileDirectory: string;
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const input = Object.fromEntries(
    Object.keys(envSchema.entries).flatMap((key) => {
      const value = env[key];
      // An empty variable counts as unset, so `FOO= npm start` falls back to the default.
      return value === undefined || value === '' ? [] : [[key, value]];
    }),
  );
  input.LOG_LEVEL ??= env.NODE_ENV === 'test' ? 'silent' : 'info';
  // A test composes the app without sending mail unless it asks to.
  input.MAIL_WORKER ??= env.NODE_ENV === 'test' ? 'false' : 'true';
  const result = v.safeParse(envRules, input);
  if (!result.success) {
    const problems = result.issues.map((issue) => {
      const key = v.getDotPath(issue) ?? 'environment';
      return `${key}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = result.output;
  return {
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { kind: 'postgresql', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: e.DATA_DIR },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    siteUrl: siteAddress(e.SITE_URL, e.PORT),
    selfServiceSecrets: e.SELF_SERVICE_SECRET,
    dataDir: e.DATA_DIR,
    rateLimit: {
      enabled: e.RATE_LIMIT_ENABLED,
      windowMs: e.RATE_LIMIT_WINDOW_SECONDS * 1000,
      max: e.RATE_LIMIT_MAX,
    },
    db: {
      poolMax: e.DB_POOL_MAX,
      connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    },
    idempotencyRetentionHours: e.IDEMPOTENCY_RETENTION_HOURS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    http: {
      headersMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestMs: e.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    },
    fleet: e.FLEET,
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      fileDirectory: path.join(e.DATA_DIR, 'mail'),
      from: e.MAIL_FROM,
      businessEmail: e.BUSINESS_EMAIL,
      worker: e.MAIL_WORKER,
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
      concurrency: e.MAIL_CONCURRENCY,
      leaseMs: e.MAIL_LEASE_SECONDS * 1000,
      bodyRetentionDays: e.MAIL_BODY_RETENTION_DAYS,
    },
    adminSession: {
      idleMinutes: e.ADMIN_SESSION_IDLE_MINUTES,
      absoluteHours: e.ADMIN_SESSION_ABSOLUTE_HOURS,
    },
    photoStore:
      e.PHOTO_STORE === 's3' && e.S3_BUCKET !== undefined
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT ?? null,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
            credentials:
              e.S3_ACCESS_KEY_ID !== undefined && e.S3_SECRET_ACCESS_KEY !== undefined
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : null,
          }
        : { kind: 'file', directory: path.join(e.DATA_DIR, 'photos') },
    texts: {
      twilio:
        e.TWILIO_ACCOUNT_SID !== undefined && e.TWILIO_AUTH_TOKEN !== undefined
          ? {
              accountSid: e.TWILIO_ACCOUNT_SID,
              authToken: e.TWILIO_AUTH_TOKEN,
              sender:
                e.TWILIO_MESSAGING_SERVICE_SID !== undefined
                  ? { messagingServiceSid: e.TWILIO_MESSAGING_SERVICE_SID }
                  : { from: e.TWILIO_FROM ?? '' },
            }
          : null,
      fileDirectory: path.join(e.DATA_DIR, 'texts'),
    },
  };
}

/**
 * The configuration a server or a mail worker starts with: loadConfig, and what several
 * instances on one PostgreSQL need. Each instance would otherwise generate its own link secret
 * under its DATA_DIR, and a My booking link would open only on the instance that issued it
 * (docs/decisions/0122). PGlite is one process's database: its generated secret is enough.
 */
export function loadServerConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const config = loadConfig(env);
  if (config.database.kind === 'postgresql' && config.selfServiceSecrets.length === 0) {
    throw new ConfigError(
      'Invalid configuration:\n  SELF_SERVICE_SECRET: set it on PostgreSQL, the same on every instance, ' +
        'or My booking links open only on the instance that sent them. At least 32 random characters, e.g. ' +
        `the output of: node -e "console.log(require('node:crypto').randomBytes(32).toString('base64url'))"`,
    );
  }
  return config;
}
