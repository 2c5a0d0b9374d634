import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import type { Database } from '../db/connect';
import { openReadyDatabase } from '../open-ready';
import { CONTENT_SECURITY_POLICY, policyWithScriptHashes } from './security-headers';

describe('security headers', () => {
  let dir: string;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gpvibes-headers-'));
    mkdirSync(join(dir, 'client', 'assets'), { recursive: true });
    writeFileSync(join(dir, 'client', 'index.html'), '<!doctype html><title>GP Vibes</title>');
    writeFileSync(join(dir, 'client', 'assets', 'a.js'), '');
    const config = loadConfig({ DATABASE_URL: join(dir, 'gp.sqlite'), LOG_LEVEL: 'silent' });
    database = await openReadyDatabase(config.databaseUrl);
    app = await buildApp({ config, database, clientDir: join(dir, 'client'), logger: false });
    app.get('/api/test/crash', async () => {
      throw new Error('boom');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('allows scripts from our own origin only and forbids framing', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("default-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe/);
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
  });

  it('loosens nothing but script-src for a page with hashed inline scripts', () => {
    const hash = "'sha256-AAAA'";
    const policy = policyWithScriptHashes([hash]);
    expect(policy).toContain(`script-src 'self' ${hash};`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(policy.replace(` ${hash}`, '')).toBe(CONTENT_SECURITY_POLICY);
  });

  it.each([
    ['a page', '/', 200],
    ['a deep link', '/all-races', 200],
    ['an asset', '/assets/a.js', 200],
    ['a missing asset', '/assets/gone.js', 404],
    ['the races API', '/api/races', 200],
    ['an API 404', '/api/nope', 404],
    ['a server error', '/api/test/crash', 500],
    ['the health check', '/healthz', 200],
  ])('are on %s', async (_what, url, status) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(status);
    expect(res.headers).toMatchObject({
      'content-security-policy': CONTENT_SECURITY_POLICY,
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
