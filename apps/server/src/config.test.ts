import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const pg = 'postgres://clinica_runtime@db:5432/clinica';
const owner = 'postgres://clinica_owner@db:5432/clinica';

describe('configuration at start-up', () => {
  it('TRUST_PROXY: off by default; addresses, CIDR ranges and proxy-addr names; nothing else', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 192.168.0.0/16,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      'loopback',
    ]);
    // What Fastify cannot read, or would read as trusting nothing (a hop count) or anyone (true).
    for (const value of ['10.0.0.300', 'proxy.local', '1', '2', 'true'])
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
  });

  it('production needs an https PUBLIC_URL, unless ALLOW_HTTP=1, which is warned about', () => {
    const base = { NODE_ENV: 'production', DATABASE_URL: pg, DATABASE_OWNER_URL: owner };
    expect(() => loadConfig(base)).toThrow(/PUBLIC_URL: an https:\/\/ address is required in production/);
    expect(() => loadConfig({ ...base, PUBLIC_URL: 'http://app.clinica.pt' })).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://app.clinica.pt' }).warnings).toEqual([]);
    const plain = loadConfig({ ...base, ALLOW_HTTP: '1' });
    expect(plain.warnings).toEqual([expect.stringMatching(/^ALLOW_HTTP=1/)]);
    // Development serves plain http without a word.
    expect(loadConfig({}).warnings).toEqual([]);
  });

  it('production on PostgreSQL needs the owner login apart; development warns when one login does both', () => {
    const https = { PUBLIC_URL: 'https://app.clinica.pt' };
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: pg, ...https })).toThrow(
      /DATABASE_OWNER_URL: required in production/,
    );
    const dev = loadConfig({ DATABASE_URL: pg });
    expect(dev.warnings).toEqual([expect.stringMatching(/development only/)]);
    const both = loadConfig({ DATABASE_URL: pg, DATABASE_OWNER_URL: owner });
    expect(both).toMatchObject({ databaseUrl: pg, databaseOwnerUrl: owner, warnings: [] });
    expect(() => loadConfig({ DATABASE_OWNER_URL: owner })).toThrow(/DATABASE_OWNER_URL: needs DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: pg, DATABASE_OWNER_URL: 'mysql://x' })).toThrow(
      /DATABASE_OWNER_URL: must be a postgres:\/\/ URL/,
    );
  });

  it('FILES_DIR: DATA_DIR/files unless given (a directory every instance mounts); METRICS_TOKEN: 16 characters or more', () => {
    expect(loadConfig({ DATA_DIR: '/srv/clinica' }).filesDir).toBe('/srv/clinica/files');
    expect(loadConfig({ DATA_DIR: '/srv/clinica', FILES_DIR: '/mnt/shared/files' }).filesDir).toBe(
      '/mnt/shared/files',
    );
    expect(loadConfig({ METRICS_TOKEN: 'a-long-enough-token' }).metricsToken).toBe('a-long-enough-token');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: at least 16 characters/);
  });
});
