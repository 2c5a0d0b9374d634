import { z } from 'zod';

// Schema pieces every route's declaration shares: the one error shape, and JSON Schema
// made from the domain's zod schemas so a request body is described by the same rules
// that check it.

export const errorSchema = {
  type: 'object',
  description: 'Every refusal: a sentence for people and a code for programs.',
  properties: { error: { type: 'string' }, code: { type: 'string' } },
  required: ['error', 'code'],
} as const;

/** Client mistakes (4xx) and the plain server fault (5xx) share the error shape. */
export const errorResponses = { '4xx': errorSchema, '5xx': errorSchema } as const;

/** Body schemas the handlers check themselves with the domain's zod schemas. */
const checkedByHandler = new WeakSet<object>();

export function isCheckedByHandler(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && checkedByHandler.has(schema);
}

/**
 * JSON Schema of a zod schema, as the request body accepts it. It documents the body; the
 * handler's zod check stays the one that runs (its error codes are the API's contract).
 */
export function requestBodySchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _draft, ...json } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
  });
  checkedByHandler.add(json);
  return json;
}

export function textResponse(mediaType: string, description: string) {
  return { description, content: { [mediaType]: { schema: { type: 'string' } } } } as const;
}
