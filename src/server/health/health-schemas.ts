const health = {
  type: 'object',
  properties: {
    // ok: in rotation. unavailable: the database is unreachable. draining: the instance is
    // leaving (SIGTERM) — it answers what it accepted and takes nothing new.
    status: { type: 'string', enum: ['ok', 'unavailable', 'draining'] },
    database: { type: 'string', enum: ['sqlite', 'postgres'] },
  },
  required: ['status', 'database'],
} as const;

export const healthSchema = {
  summary: 'Liveness, database reachability, and whether the instance is leaving',
  tags: ['operations'],
  response: { 200: health, 503: health },
} as const;
