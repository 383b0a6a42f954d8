import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadServerConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to port 3000 on every interface with PGlite in ./data', () => {
    const config = loadConfig({});

    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      database: { kind: 'pglite', dataDir: './data' },
      logLevel: 'info',
      trustProxy: false,
      siteUrl: 'http://localhost:3000',
      rateLimit: { enabled: true, windowMs: 60_000, max: 10 },
    });
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://app@db:5432/dumpster' }).database).toEqual({
      kind: 'postgresql',
      url: 'postgres://app@db:5432/dumpster',
    });
  });

  it('reads trust proxy as off or a list of the proxies addresses and subnets', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
    expect(loadConfig({ TRUST_PROXY: '172.28.0.0/24,fd00::/8, 192.0.2.7 ,::1' }).trustProxy).toBe(
      '172.28.0.0/24, fd00::/8, 192.0.2.7, ::1',
    );
  });

  it('refuses TRUST_PROXY=true: any client could then choose its own address for every limit', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would trust every client.*list the proxies' addresses or subnets/,
    );
  });

  it('refuses a hop count: it says nothing about who connected', () => {
    for (const hops of ['1', '2']) {
      expect(() => loadConfig({ TRUST_PROXY: hops })).toThrow(
        /TRUST_PROXY: a hop count says nothing about who connected.*list the proxies' addresses or subnets/,
      );
    }
  });

  it('refuses an entry that is no address or subnet, naming it', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'loopback, my-balancer' })).toThrow(/"my-balancer"/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/"10.0.0.0\/33"/);
  });

  it('takes the public address from PORT when SITE_URL is unset, so links name the real port', () => {
    expect(loadConfig({ PORT: '4201' }).siteUrl).toBe('http://localhost:4201');
    expect(loadConfig({ PORT: '4201', SITE_URL: '' }).siteUrl).toBe('http://localhost:4201');
    expect(loadConfig({ PORT: '4201', SITE_URL: 'https://coastalhaul.example' }).siteUrl).toBe(
      'https://coastalhaul.example',
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      database: { kind: 'pglite' },
    });
  });

  it('bounds how long a client may take: 10 s for headers, 30 s for the request, 5 s idle', () => {
    expect(loadConfig({}).http).toEqual({ headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000 });
    expect(
      loadConfig({
        HTTP_HEADERS_TIMEOUT_MS: '1000',
        HTTP_REQUEST_TIMEOUT_MS: '2000',
        HTTP_KEEP_ALIVE_TIMEOUT_MS: '65000',
      }).http,
    ).toEqual({ headersMs: 1_000, requestMs: 2_000, keepAliveMs: 65_000 });
  });

  it('refuses a headers deadline longer than the whole request, naming both', () => {
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '20000', HTTP_REQUEST_TIMEOUT_MS: '10000' })).toThrow(
      'HTTP_HEADERS_TIMEOUT_MS: HTTP_HEADERS_TIMEOUT_MS must not be longer than HTTP_REQUEST_TIMEOUT_MS',
    );
  });

  it('sends no mail anywhere with nothing set: .eml files under DATA_DIR/mail, from the business', () => {
    expect(loadConfig({ DATA_DIR: '/srv/app' }).mail).toEqual({
      smtpUrl: null,
      fileDirectory: '/srv/app/mail',
      from: '"Coastal Haul" <info@coastalhaul.example>',
      businessEmail: 'info@coastalhaul.example',
      worker: true,
      maxAttempts: 8,
      concurrency: 4,
      leaseMs: 120_000,
      bodyRetentionDays: 14,
    });
  });

  it('reads the SMTP server, the addresses and the worker settings', () => {
    expect(
      loadConfig({
        SMTP_URL: 'smtps://user:p%40ss@smtp.example.com:465',
        MAIL_FROM: 'Bookings <bookings@example.com>',
        BUSINESS_EMAIL: 'office@example.com',
        MAIL_WORKER: 'false',
        MAIL_MAX_ATTEMPTS: '3',
        MAIL_CONCURRENCY: '10',
        MAIL_LEASE_SECONDS: '60',
        MAIL_BODY_RETENTION_DAYS: '30',
      }).mail,
    ).toMatchObject({
      smtpUrl: 'smtps://user:p%40ss@smtp.example.com:465',
      from: 'Bookings <bookings@example.com>',
      businessEmail: 'office@example.com',
      worker: false,
      maxAttempts: 3,
      concurrency: 10,
      leaseMs: 60_000,
      bodyRetentionDays: 30,
    });
  });

  it('runs no mail worker under NODE_ENV=test unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).mail.worker).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', MAIL_WORKER: 'true' }).mail.worker).toBe(true);
  });

  it('can switch the rate limiter off', () => {
    expect(loadConfig({ RATE_LIMIT_ENABLED: 'false' }).rateLimit.enabled).toBe(false);
  });

  it('reads the fleet from FLEET, defaulting to 8, 6 and 4', () => {
    expect(loadConfig({}).fleet).toEqual({ '10-yard': 8, '15-yard': 6, '20-yard': 4 });
    expect(loadConfig({ FLEET: ' 10-yard:1, 15-yard:0 ,20-yard:12' }).fleet).toEqual({
      '10-yard': 1,
      '15-yard': 0,
      '20-yard': 12,
    });
  });

  it('refuses a bad FLEET, naming every problem in the domain sentences', () => {
    const attempt = () => loadConfig({ FLEET: '10-yard:8,30-yard:2,15-yard:x' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow('FLEET: Unknown size "30-yard"; the sizes are 10-yard, 15-yard, 20-yard');
    expect(attempt).toThrow('FLEET: The count for 15-yard must be a whole number from 0 to 999, not "x"');
    expect(attempt).toThrow(
      'FLEET: Missing size 20-yard; give its count, e.g. 10-yard:8,15-yard:6,20-yard:4',
    );
  });

  it.each([
    ['PORT', 'abc', 'PORT: PORT must be a whole number'],
    ['PORT', '70000', 'PORT: PORT must be at most 65535'],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL: DATABASE_URL must be a postgres:// or postgresql:// URL'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL: LOG_LEVEL must be one of'],
    ['RATE_LIMIT_ENABLED', 'maybe', 'RATE_LIMIT_ENABLED: RATE_LIMIT_ENABLED must be true or false'],
    ['SITE_URL', 'not a url', 'SITE_URL: SITE_URL must be an absolute URL'],
    ['IDEMPOTENCY_RETENTION_HOURS', '1', 'IDEMPOTENCY_RETENTION_HOURS must be at least 24'],
    ['HTTP_REQUEST_TIMEOUT_MS', '100', 'HTTP_REQUEST_TIMEOUT_MS must be at least 500'],
    ['SMTP_URL', 'http://mail.example.com', 'SMTP_URL: SMTP_URL must be an smtp:// or smtps:// URL'],
    ['BUSINESS_EMAIL', 'office', 'BUSINESS_EMAIL: BUSINESS_EMAIL must be an e-mail address'],
    ['MAIL_FROM', 'Coastal Haul', 'MAIL_FROM: MAIL_FROM must be an address'],
    ['MAIL_MAX_ATTEMPTS', '0', 'MAIL_MAX_ATTEMPTS must be at least 1'],
    ['MAIL_LEASE_SECONDS', '5', 'MAIL_LEASE_SECONDS must be at least 10'],
    ['MAIL_WORKER', 'sometimes', 'MAIL_WORKER: MAIL_WORKER must be true or false'],
  ])('refuses %s=%s with a message naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });
});

describe('loadServerConfig: what a server or worker needs beyond valid values', () => {
  const postgres = { DATABASE_URL: 'postgres://app@db:5432/dumpster' };
  const secret = 'a shared secret for the My booking links of every instance';

  it('refuses PostgreSQL without SELF_SERVICE_SECRET: each instance would sign links the others refuse', () => {
    expect(() => loadServerConfig(postgres)).toThrow(ConfigError);
    expect(() => loadServerConfig(postgres)).toThrow(
      /SELF_SERVICE_SECRET: set it on PostgreSQL, the same on every instance/,
    );
    expect(() => loadServerConfig({ ...postgres, SELF_SERVICE_SECRET: '' })).toThrow(/SELF_SERVICE_SECRET/);
  });

  it('takes PostgreSQL with the secret, and PGlite without one (it keeps a generated one)', () => {
    expect(loadServerConfig({ ...postgres, SELF_SERVICE_SECRET: secret }).selfServiceSecrets).toEqual([
      secret,
    ]);
    expect(loadServerConfig({}).selfServiceSecrets).toEqual([]);
  });
});
