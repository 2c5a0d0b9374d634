import { createTestApp, type TestApp } from '../../../test/server/test-app';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { MAX_EVENT_AGE_MS, MAX_EVENT_LEAD_MS } from '../../domain/analytics/analytics-batch';
import {
  INVALID_EVENTS_CODE,
  MAX_EVENTS_PER_BATCH,
  MAX_PROP_STRING_LENGTH,
} from '../../domain/analytics/analytics-events';
import { statsCommand } from './stats-command';

const pageView = { name: 'page_view', props: { path: '/', route: 'home' }, at: Date.now() };

describe.each(TEST_DATABASES)('POST /api/events on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { RATE_LIMITS: 'off' });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.database.db.deleteFrom('analytics_events').execute();
  });

  const post = (payload: unknown, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { 'content-type': contentType, authorization: 'Bearer someone' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const stored = () => t.app.deps.analytics.listAll();

  it('stores a valid batch without address, agent or identity', async () => {
    const vote = {
      name: 'vote_complete',
      props: { raceId: '2025-monaco-grand-prix', starRating: 4, viewMode: 'Full Race' },
    };
    const res = await post({ events: [pageView, vote] });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: 2 });
    const rows = await stored();
    expect(rows.map((r) => r.name).sort()).toEqual(['page_view', 'vote_complete']);
    const view = rows.find((r) => r.name === 'page_view')!;
    expect(view.props).toEqual(pageView.props);
    expect(view.occurred_at).toBe(new Date(pageView.at).toISOString());
    expect(Object.keys(view).sort()).toEqual(['name', 'occurred_at', 'props', 'received_at']);
    expect(JSON.stringify(rows)).not.toMatch(/127\.0\.0\.1|someone|lightMyRequest/);
  });

  it('accepts a beacon sent as text/plain', async () => {
    const res = await post({ events: [pageView] }, 'text/plain;charset=UTF-8');
    expect(res.statusCode).toBe(202);
    expect(await stored()).toHaveLength(1);
  });

  it('stores the largest batch allowed', async () => {
    const res = await post({
      events: Array.from({ length: MAX_EVENTS_PER_BATCH }, () => pageView),
    });
    expect(res.statusCode).toBe(202);
    expect(await stored()).toHaveLength(MAX_EVENTS_PER_BATCH);
  });

  it.each([
    ['an unknown event', { events: [pageView, { name: 'purchase' }] }, 400, INVALID_EVENTS_CODE],
    [
      'an oversized batch',
      { events: Array.from({ length: MAX_EVENTS_PER_BATCH + 1 }, () => pageView) },
      400,
      INVALID_EVENTS_CODE,
    ],
    ['an empty batch', { events: [] }, 400, INVALID_EVENTS_CODE],
    ['no events field', { name: 'page_view' }, 400, INVALID_EVENTS_CODE],
    ['a list instead of a batch', [pageView], 400, INVALID_EVENTS_CODE],
    [
      'nested props',
      { events: [{ name: 'page_view', props: { a: { b: 1 } } }] },
      400,
      INVALID_EVENTS_CODE,
    ],
    [
      'a long prop',
      { events: [{ name: 'page_view', props: { p: 'x'.repeat(MAX_PROP_STRING_LENGTH + 1) } }] },
      400,
      INVALID_EVENTS_CODE,
    ],
    [
      'a time no date can hold',
      { events: [{ ...pageView, at: 8_640_000_000_000_001 }] },
      400,
      INVALID_EVENTS_CODE,
    ],
    [
      'a time far in the past',
      { events: [{ ...pageView, at: Date.now() - MAX_EVENT_AGE_MS - 60_000 }] },
      400,
      INVALID_EVENTS_CODE,
    ],
    [
      'a time far in the future',
      { events: [pageView, { ...pageView, at: Date.now() + MAX_EVENT_LEAD_MS + 60_000 }] },
      400,
      INVALID_EVENTS_CODE,
    ],
    ['an identity field', { events: [{ ...pageView, userId: 'abc' }] }, 400, INVALID_EVENTS_CODE],
    ['a string body', 'hello', 400, 'INVALID_JSON'],
    ['JSON null', 'null', 400, INVALID_EVENTS_CODE],
    ['broken JSON', '{"events": [', 400, 'INVALID_JSON'],
    [
      'a huge body',
      { events: [{ name: 'page_view', props: { p: 'x'.repeat(40_000) } }] },
      413,
      'BODY_TOO_LARGE',
    ],
  ])('rejects %s with a 4xx and stores nothing', async (_label, payload, status, code) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error: expect.any(String), code });
    expect(await stored()).toHaveLength(0);
  });

  it('rejects a broken text/plain beacon with a 400', async () => {
    const res = await post('not json', 'text/plain');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_JSON' });
  });

  it('summarises counts by event in the stats command', async () => {
    await post({
      events: [pageView, pageView, { name: 'theme_menu_open', props: { source: 'menu' } }],
    });
    const ctx = { database: t.database, config: t.config, changes: t.app.deps.changes, json: true };
    const summary = (await statsCommand.run([], ctx)) as {
      total: number;
      events: { name: string; count: number }[];
    };
    expect(summary.total).toBe(3);
    expect(summary.events.map((e) => [e.name, e.count])).toEqual([
      ['page_view', 2],
      ['theme_menu_open', 1],
    ]);
    const text = String(await statsCommand.run([], { ...ctx, json: false }));
    expect(text).toMatch(/page_view\s+2/);
    expect(text).toMatch(/total\s+3/);
    const future = (await statsCommand.run(['--since', '2999-01-01'], ctx)) as { total: number };
    expect(future.total).toBe(0);
    await expect(statsCommand.run(['--since', 'yesterday'], ctx)).rejects.toThrow(/not a date/);
    await expect(statsCommand.run(['--verbose'], ctx)).rejects.toThrow(/--since/);
  });

  it('limits batches per address (RATE_LIMIT_EVENTS_PER_MINUTE) and stores nothing past it', async () => {
    const limited = await createTestApp(kind, { RATE_LIMIT_EVENTS_PER_MINUTE: '2' });
    try {
      const send = () =>
        limited.app.inject({ method: 'POST', url: '/api/events', payload: { events: [pageView] } });
      expect((await send()).statusCode).toBe(202);
      expect((await send()).statusCode).toBe(202);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(await limited.app.deps.analytics.listAll()).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });
});
