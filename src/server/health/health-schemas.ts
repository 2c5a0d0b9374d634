const health = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: ['ok', 'unavailable'] },
    database: { type: 'string', enum: ['sqlite', 'postgres'] },
  },
  required: ['status', 'database'],
} as const;

export const healthSchema = {
  summary: 'Liveness and database reachability',
  tags: ['operations'],
  response: { 200: health, 503: health },
} as const;
