// docker-compose.yml and deploy/Caddyfile, checked without a Docker engine (none runs on the
// development machines): the compose file parses, its shape is the one docs/operations.md
// describes (two app replicas reachable only through the proxy, TRUST_PROXY naming the proxy's
// network, HTTPS addresses, one shared link secret), and each replica's environment, its
// ${VARIABLE:-default}s filled in as Compose would, is a configuration the server starts with.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadServerConfig } from '../backend/src/entries/database-tools.ts';

const root = path.resolve(import.meta.dirname, '..');

interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  ports?: string[];
  networks?: string[];
  depends_on?: Record<string, { condition: string }> | string[];
}
interface ComposeFile {
  services: Record<string, Service>;
  networks: Record<string, { ipam?: { config?: { subnet: string }[] } } | null>;
}

const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as ComposeFile;
/** The Caddyfile's directives, its comments left out. */
const caddyfile = readFileSync(path.join(root, 'deploy/Caddyfile'), 'utf8')
  .split('\n')
  .filter((line) => !line.trim().startsWith('#'))
  .join('\n');
const replicas = Object.keys(compose.services).filter((name) => name.startsWith('app-'));
const edgeSubnet = compose.networks.edge?.ipam?.config?.[0]?.subnet;

/** A value as Compose interpolates it with nothing set but what `given` names. */
function interpolate(value: string, given: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_all, name: string, kind?: string, rest = '') => {
    if (given[name] !== undefined) return given[name];
    if (kind === '?') throw new Error(`${name} is required: ${rest}`);
    return kind === '-' ? rest : '';
  });
}

describe('docker-compose.yml', () => {
  it('runs two app replicas, PostgreSQL, Mailpit and a proxy', () => {
    expect(replicas).toEqual(['app-1', 'app-2']);
    expect(compose.services.proxy?.image).toMatch(/^caddy:2/);
    expect(compose.services.db?.image).toMatch(/^postgres:/);
    expect(compose.services.mail?.image).toMatch(/^axllent\/mailpit:/);
  });

  it('publishes the proxy and the mail inbox only: no replica is reachable but through the proxy', () => {
    for (const name of replicas) expect(compose.services[name]?.ports).toBeUndefined();
    expect(compose.services.db?.ports).toBeUndefined();
    expect(compose.services.proxy?.ports).toEqual(['80:80', '443:443', '443:443/udp']);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: Compose's own interpolation, as written in the file
    expect(compose.services.mail?.ports).toEqual(['${MAILPIT_UI_PORT:-8025}:8025']);
  });

  it("trusts the proxy's network, which only the proxy and the replicas join", () => {
    expect(edgeSubnet).toMatch(/^\d+\.\d+\.\d+\.\d+\/\d+$/);
    const onEdge = Object.entries(compose.services)
      .filter(([, service]) => service.networks?.includes('edge'))
      .map(([name]) => name);
    expect(onEdge.sort()).toEqual(['app-1', 'app-2', 'proxy']);
    for (const name of replicas) expect(compose.services[name]?.environment?.TRUST_PROXY).toBe(edgeSubnet);
  });

  it('gives each replica a configuration the server starts with: PostgreSQL, HTTPS, one link secret', () => {
    for (const name of replicas) {
      const environment = compose.services[name]?.environment ?? {};
      expect(environment.SELF_SERVICE_SECRET).toMatch(/^\$\{SELF_SERVICE_SECRET:\?/);
      expect(() => interpolate(environment.SELF_SERVICE_SECRET ?? '', {})).toThrow(
        /SELF_SERVICE_SECRET is required/,
      );
      const env = Object.fromEntries(
        Object.entries(environment).map(([key, value]) => [
          key,
          interpolate(value, { SELF_SERVICE_SECRET: 'x'.repeat(43), SITE_ADDRESS: 'www.example.com' }),
        ]),
      );
      const config = loadServerConfig(env);
      expect(config.database).toEqual({
        kind: 'postgresql',
        url: 'postgres://dumpster:change-me@db:5432/dumpster',
      });
      expect(config.siteUrl).toBe('https://www.example.com');
      expect(config.trustProxy).toBe(edgeSubnet);
      expect(config.mail.smtpUrl).toBe('smtp://mail:1025');
      expect(compose.services[name]?.depends_on).toMatchObject({ db: { condition: 'service_healthy' } });
    }
  });
});

describe('deploy/Caddyfile', () => {
  it('spreads requests over every replica on its port, skipping one that is not ready', () => {
    const port = compose.services['app-1']?.environment?.PORT;
    expect(caddyfile).toMatch(
      new RegExp(`reverse_proxy ${replicas.map((name) => `${name}:${port}`).join(' ')} \\{`),
    );
    expect(caddyfile).toMatch(/health_uri \/readyz/);
    expect(caddyfile).toMatch(/^\{\$SITE_ADDRESS:localhost\} \{/m);
  });

  it("writes its own X-Forwarded-* headers, never a client's (no trusted_proxies)", () => {
    expect(caddyfile).not.toMatch(/trusted_proxies|header_up\s+X-Forwarded/);
  });
});
