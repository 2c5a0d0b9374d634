import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiHttpError, errorHandler } from './errors';
import { type JsonBodyTypeProvider, jsonBody } from './json-body';

// jsonBody is the one declaration of a write route's body: its JSON Schema, the check
// Fastify runs before the handler and the handler's type. Checks meet a client in order:
// the route's own first check, the Content-Type, then the body.

const note = z.strictObject({ text: z.string().min(1), tags: z.array(z.string()).default([]) });
const refuse = (issues: readonly z.core.$ZodIssue[]) =>
  new ApiHttpError(400, 'INVALID_NOTE', `Invalid note: ${issues[0]?.message}`);
const noteBody = jsonBody(note, { what: 'the note', refuse });
const optionalNoteBody = jsonBody(note, { what: 'the note', refuse, optional: true });

const schema = { summary: 'A test route' };

async function testApp(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(errorHandler);
  const api = app.withTypeProvider<JsonBodyTypeProvider>();
  api.post('/notes', noteBody.route(schema), async (request) => ({ got: request.body }));
  const signedIn = async (request: { headers: Record<string, unknown> }) => {
    if (!request.headers.authorization) throw new ApiHttpError(401, 'SIGN_IN', 'Sign in.');
  };
  api.post('/signed-notes', noteBody.route(schema, signedIn), async () => ({ ok: true }));
  api.post('/maybe-notes', optionalNoteBody.route(schema), async (request) => ({
    got: request.body ?? 'nothing',
  }));
  await app.ready();
  return app;
}

describe('a route body declared with jsonBody', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(async () => app.close());

  const post = (url: string, payload: string | undefined, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url, payload, headers });
  const asJson = { 'content-type': 'application/json' };

  it('is declared as the JSON Schema of the zod schema’s input', () => {
    expect(noteBody.route(schema).schema).toEqual({
      summary: 'A test route',
      body: expect.objectContaining({
        type: 'object',
        required: ['text'],
        additionalProperties: false,
      }),
    });
  });

  it('hands the handler zod’s output', async () => {
    const res = await post('/notes', '{"text":"hi"}', asJson);
    expect(res.json()).toEqual({ got: { text: 'hi', tags: [] } });
  });

  it.each([
    ['a body the schema refuses', '{"text":""}', asJson, 400, 'INVALID_NOTE'],
    ['an unknown field', '{"text":"hi","x":1}', asJson, 400, 'INVALID_NOTE'],
    ['JSON null', 'null', asJson, 400, 'INVALID_NOTE'],
    ['a text body', 'hi', { 'content-type': 'text/plain' }, 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['no body', undefined, {}, 415, 'UNSUPPORTED_MEDIA_TYPE'],
  ])('answers %s with the route’s refusal', async (_what, payload, headers, status, code) => {
    const res = await post('/notes', payload, headers);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error: expect.any(String), code });
  });

  it('words the refusals as the route asks', async () => {
    expect((await post('/notes', '{"text":""}', asJson)).json().error).toMatch(/^Invalid note: /);
    expect((await post('/notes', 'hi', { 'content-type': 'text/plain' })).json().error).toBe(
      'Send the note as a JSON body (Content-Type: application/json).',
    );
  });

  it('runs the route’s first check before the Content-Type, and that before the body', async () => {
    const text = { 'content-type': 'text/plain' };
    expect((await post('/signed-notes', 'hi', text)).statusCode).toBe(401);
    expect((await post('/signed-notes', 'hi', { ...text, authorization: 'x' })).statusCode).toBe(
      415,
    );
    expect((await post('/signed-notes', '{}', { ...asJson, authorization: 'x' })).statusCode).toBe(
      400,
    );
  });

  it.each([
    ['no body', undefined, {}, 200, { got: 'nothing' }],
    ['an empty text body', '', { 'content-type': 'text/plain' }, 200, { got: 'nothing' }],
    ['a note', '{"text":"hi"}', asJson, 200, { got: { text: 'hi', tags: [] } }],
    ['JSON null', 'null', asJson, 400, { error: expect.any(String), code: 'INVALID_NOTE' }],
    [
      'a text body',
      'hi',
      { 'content-type': 'text/plain' },
      415,
      { error: expect.any(String), code: 'UNSUPPORTED_MEDIA_TYPE' },
    ],
  ])('takes %s on an optional body as shown', async (_what, payload, headers, status, answer) => {
    const res = await post('/maybe-notes', payload, headers);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual(answer);
  });

  it('refuses to register a route that also declares another part', async () => {
    const other = Fastify({ logger: false });
    other.post(
      '/notes/:id',
      { ...noteBody.route({ params: { type: 'object' } }) },
      async () => ({}),
    );
    await expect(other.ready()).rejects.toThrow(/cannot declare a params schema/);
    await other.close();
  });
});
