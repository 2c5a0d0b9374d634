export const benchNoopSchema = {
  summary: 'Benchmarks only (BENCH_ROUTES=on): the cheapest possible write',
  tags: ['operations'],
  response: {
    200: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] },
  },
} as const;
