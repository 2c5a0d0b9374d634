// Schema pieces every route's declaration shares: the one error shape and plain-text
// answers. Request bodies are declared with jsonBody (json-body.ts).

export const errorSchema = {
  type: 'object',
  description: 'Every refusal: a sentence for people and a code for programs.',
  properties: { error: { type: 'string' }, code: { type: 'string' } },
  required: ['error', 'code'],
} as const;

/** Client mistakes (4xx) and the plain server fault (5xx) share the error shape. */
export const errorResponses = { '4xx': errorSchema, '5xx': errorSchema } as const;

export function textResponse(mediaType: string, description: string) {
  return { description, content: { [mediaType]: { schema: { type: 'string' } } } } as const;
}
