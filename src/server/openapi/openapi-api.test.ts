import { Validator } from '@seriousme/openapi-schema-validator';
import { createTestApp, type TestApp } from '../../../test/server/test-app';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { newToken, postVote } from '../../../test/server/vote-requests';
import { API_DOCS_PATH, OPENAPI_DOCUMENT_PATH } from '../../domain/sharing/public-feeds';
import { REASON_TAGS } from '../../domain/voting/reason-tags';
import { INVALID_VOTE_CODE } from '../../domain/voting/vote';
import { PUBLIC_READ_ROUTES } from '../http/public-read-cors';

type Operation = {
  summary?: string;
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, unknown>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const RACE = '2025-las-vegas-grand-prix';
const EVIL = 'https://evil.example';

/** Fastify's ':raceId' and '*' in OpenAPI's path template form. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe.each(TEST_DATABASES)('the OpenAPI document on $name', (kind) => {
  let t: TestApp;
  let doc: Document;
  beforeAll(async () => {
    // With the benchmark route on, so every route the server can register is checked.
    t = await createTestApp(kind, { BENCH_ROUTES: 'on' });
    const res = await t.app.inject(OPENAPI_DOCUMENT_PATH);
    expect(res.statusCode).toBe(200);
    doc = res.json() as Document;
  });
  afterAll(async () => t?.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(
      clone(doc) as unknown as Parameters<Validator['validate']>[0],
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every route the server registered, with its responses', () => {
    const routes = t.app.registeredRoutes;
    expect(routes.length).toBeGreaterThan(15);
    for (const { method, url } of routes) {
      const operation = doc.paths[openApiPath(url)]?.[method.toLowerCase()];
      expect(operation, `${method} ${url}`).toBeDefined();
      expect(operation?.summary, `${method} ${url}`).toBeTruthy();
      expect(Object.keys(operation?.responses ?? {}).length, `${method} ${url}`).toBeGreaterThan(0);
    }
  });

  it('documents the request bodies of the write routes from the domain schemas', () => {
    const vote = doc.paths['/api/votes']?.post?.requestBody?.content['application/json']?.schema;
    expect(vote).toMatchObject({
      type: 'object',
      required: ['raceId', 'starRating', 'viewMode'],
      properties: { starRating: { type: 'integer', minimum: 1, maximum: 5 } },
    });
    for (const [path, method] of [
      ['/api/events', 'post'],
      ['/api/push/subscriptions', 'post'],
      ['/api/push/subscriptions', 'delete'],
    ] as const) {
      expect(doc.paths[path]?.[method]?.requestBody, `${method} ${path}`).toBeDefined();
    }
  });

  it("documents a race's page: the race, its tally, its rank, its neighbours, its circuit", () => {
    const page = doc.paths['/api/race-pages/{raceId}']?.get;
    expect(page?.responses['200']).toMatchObject({
      content: {
        'application/json': {
          schema: {
            required: ['race', 'tally', 'seasonRank', 'previous', 'next', 'sameCircuit'],
          },
        },
      },
    });
  });

  it('documents ?lang= and the names it writes on every read that names races', () => {
    const reads = ['/api/races', '/api/race-pages/{raceId}', '/api/rankings'];
    for (const path of reads) {
      const names = doc.paths[path]?.get?.parameters?.filter((p) => p.in === 'query');
      expect(
        names?.map((p) => p.name),
        path,
      ).toContain('lang');
    }
    type Reply = { content: Record<string, { schema: unknown }> } | undefined;
    const schemaOf = (path: string) =>
      (doc.paths[path]?.get?.responses['200'] as Reply)?.content['application/json']?.schema;
    const names = {
      required: ['full', 'short', 'place', 'voting'],
      properties: { voting: { properties: { kind: { enum: ['grandPrix', 'sprint', 'event'] } } } },
    };
    expect(schemaOf('/api/races')).toMatchObject({ items: { properties: { names } } });
    expect(schemaOf('/api/race-pages/{raceId}')).toMatchObject({
      properties: {
        race: { properties: { names } },
        sameCircuit: { items: { properties: { names } } },
        language: { enum: expect.arrayContaining(['ja', 'pt-BR']) },
      },
    });
    expect(schemaOf('/api/rankings')).toMatchObject({
      properties: {
        items: { items: { properties: { race: { properties: { names } } } } },
        filters: { properties: { circuitNames: { additionalProperties: { type: 'string' } } } },
      },
    });
  });

  it('documents the language a push subscription asks its alerts in', () => {
    const body =
      doc.paths['/api/push/subscriptions']?.post?.requestBody?.content['application/json']?.schema;
    expect(body).toMatchObject({
      properties: { language: { type: 'string', description: expect.stringMatching(/pt-BR/) } },
    });
  });

  it('keeps the domain error codes: the documented body is the one the route checks', async () => {
    const res = await postVote(t.app, await newToken(t.app), { raceId: RACE, starRating: 9 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: INVALID_VOTE_CODE });
  });

  it('serves a readable reference page without a script', async () => {
    const res = await t.app.inject(API_DOCS_PATH);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('/api/tallies/{raceId}');
    expect(res.body).not.toContain('<script');
  });
});

describe.each(TEST_DATABASES)(
  'response schemas keep every field clients read, on $name',
  (kind) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind);
      await t.app.deps.races.setCurrent(RACE, true, { manual: true });
      await t.app.deps.races.setAiRating(RACE, 4.4);
    });
    afterAll(async () => t?.close());

    it('sends races and tallies exactly as the repositories give them', async () => {
      const token = await newToken(t.app);
      const tags = REASON_TAGS.slice(0, 2).map((tag) => tag.id);
      const first = await postVote(t.app, token, {
        raceId: RACE,
        starRating: 4,
        viewMode: 'Race-in-30',
        reasonTags: tags,
      });
      expect(first.json()).toEqual({
        isUpdate: false,
        previousStarRating: null,
        previousViewMode: null,
        previousReasonTags: [],
      });
      const second = await postVote(t.app, token, {
        raceId: RACE,
        starRating: 5,
        viewMode: 'Full Race',
        reasonTags: tags,
      });
      expect(second.json()).toEqual({
        isUpdate: true,
        previousStarRating: 4,
        previousViewMode: 'Race-in-30',
        previousReasonTags: tags,
      });

      const { races, tallies } = t.app.deps;
      expect((await t.app.inject('/api/races')).json()).toEqual(clone(await races.list()));
      expect((await t.app.inject('/api/tallies')).json()).toEqual(clone(await tallies.listAll()));
      const one = (await t.app.inject(`/api/tallies/${RACE}`)).json();
      expect(one).toEqual(clone(await tallies.get(RACE)));
      expect(one).toMatchObject({
        AI_Rating: true,
        AI_Rating_Value: 4.4,
        reasonTagTallies: { [tags[0]!]: 1 },
      });
    });

    it('keeps the small answers whole: session, public key, health, errors', async () => {
      expect((await t.app.inject({ method: 'POST', url: '/api/session' })).json()).toEqual({
        token: expect.any(String),
      });
      expect((await t.app.inject('/api/push/public-key')).json()).toEqual({
        publicKey: expect.any(String),
      });
      expect((await t.app.inject('/healthz')).json()).toEqual({
        status: 'ok',
        database: kind.name,
      });
      expect((await t.app.inject('/api/tallies/nope')).json()).toEqual({
        error: "No race with id 'nope'.",
        code: 'RACE_NOT_FOUND',
      });
    });

    it('answers any origin on the read routes and none on writes', async () => {
      const reads = [
        '/api/races',
        '/api/tallies',
        `/api/tallies/${RACE}`,
        '/calendar.ics',
        '/feed.xml',
      ];
      for (const url of reads) {
        const res = await t.app.inject({ url, headers: { origin: EVIL } });
        expect(res.headers['access-control-allow-origin'], url).toBe('*');
      }
      expect([...PUBLIC_READ_ROUTES]).toEqual(
        expect.arrayContaining(['/api/races', '/api/tallies', '/api/tallies/:raceId']),
      );
      const session = await t.app.inject({
        method: 'POST',
        url: '/api/session',
        headers: { origin: EVIL },
      });
      expect(session.statusCode).toBe(403);
      expect(session.headers['access-control-allow-origin']).toBeUndefined();
      const vote = await postVote(
        t.app,
        'x',
        { raceId: RACE, starRating: 5, viewMode: 'Full Race' },
        { origin: EVIL },
      );
      expect(vote.headers['access-control-allow-origin']).toBeUndefined();
    });
  },
);
