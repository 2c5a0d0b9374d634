import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import type { Database } from '../db/connect';
import { openReadyDatabase } from '../open-ready';
import { ApiHttpError, badRequest } from './errors';

const INTERNAL_DETAIL = 'relation "secret_table" does not exist at /srv/app/db.ts:12';

describe('the central error handler', () => {
  let dir: string;
  let database: Database;
  let app: FastifyInstance;
  const logged: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gpvibes-errors-'));
    const config = loadConfig({ DATABASE_URL: join(dir, 'gp.sqlite'), LOG_LEVEL: 'silent' });
    database = await openReadyDatabase(config.databaseUrl, { seed: false });
    app = await buildApp({ config, database, clientDir: join(dir, 'none'), logger: false });
    // Test-only routes that fail in each way a real handler can.
    app.get('/api/test/crash', async () => {
      throw new Error(INTERNAL_DETAIL);
    });
    app.get('/api/test/crash-sync', () => {
      throw new TypeError(INTERNAL_DETAIL);
    });
    app.get('/api/test/teapot', async () => {
      throw new ApiHttpError(409, 'RACE_CLOSED', 'Voting for this race has closed.');
    });
    app.get('/api/test/bad', async () => {
      throw badRequest('Pick a star rating.');
    });
    app.post('/api/test/echo', async (request) => request.body);
    app.post(
      '/api/test/validated',
      {
        schema: {
          body: { type: 'object', required: ['n'], properties: { n: { type: 'integer' } } },
        },
      },
      async (request) => request.body,
    );
    app.addHook('onError', async (_request, _reply, error) => {
      logged.push(error.message);
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(['/api/test/crash', '/api/test/crash-sync'])(
    'hides what went wrong inside %s behind a plain sentence',
    async (url) => {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        error: 'Something went wrong on our side. Please try again.',
        code: 'INTERNAL',
      });
      expect(res.body).not.toContain('secret_table');
      expect(res.body).not.toContain('.ts');
      expect(res.body).not.toMatch(/\bat\b/);
      expect(logged).toContain(INTERNAL_DETAIL);
    },
  );

  it('passes an API error through with its status, sentence and code', async () => {
    const res = await app.inject('/api/test/teapot');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Voting for this race has closed.', code: 'RACE_CLOSED' });
    const bad = await app.inject('/api/test/bad');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Pick a star rating.', code: 'BAD_REQUEST' });
  });

  it.each([
    [
      'broken JSON',
      { payload: '{"n":', headers: { 'content-type': 'application/json' } },
      400,
      'INVALID_JSON',
    ],
    [
      'an empty JSON body',
      { payload: '', headers: { 'content-type': 'application/json' } },
      400,
      'INVALID_JSON',
    ],
    ['a body over the limit', { payload: { big: 'x'.repeat(20_000) } }, 413, 'BODY_TOO_LARGE'],
    [
      'an unsupported media type',
      { payload: 'n=1', headers: { 'content-type': 'text/csv' } },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
  ])('turns %s into a 4xx the client can act on', async (_what, request, status, code) => {
    const res = await app.inject({ method: 'POST', url: '/api/test/echo', ...request });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error: expect.any(String), code });
  });

  it('turns a schema violation into a 400 naming the problem', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/validated',
      payload: { n: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.stringContaining('n'), code: 'INVALID_REQUEST' });
  });
});
