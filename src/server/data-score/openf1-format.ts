import { z } from 'zod';

// The six OpenF1 endpoints a race session is scored from, in the shapes OpenF1 serves
// (https://openf1.org/docs). Each record is parsed with only the fields the counts need:
// zod drops every other key — names, teams, gaps — the moment a record is read.

export const SESSION_ENDPOINTS = [
  'race_control',
  'overtakes',
  'pit',
  'weather',
  'laps',
  'position',
] as const;
export type SessionEndpoint = (typeof SESSION_ENDPOINTS)[number];

/**
 * Largest file or response accepted per endpoint. A real race is well under 2 MB each;
 * parsing is synchronous, so the cap also bounds how long scoring holds the event loop.
 */
export const SESSION_FILE_MAX_BYTES = 8 * 1024 * 1024;
/** Most records accepted per endpoint, so scoring work stays bounded. */
export const SESSION_FILE_MAX_RECORDS = 50_000;

const sessionKey = z.number().int().positive();
const dateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/, 'must be an ISO 8601 date-time')
  .refine((s) => Number.isFinite(Date.parse(s)), 'must be an ISO 8601 date-time');
const carNumber = z.number().int().min(0).max(999);
const lapNumber = z.number().int().min(1).max(1000);

const RECORD_SCHEMAS = {
  race_control: z.object({
    session_key: sessionKey,
    date: dateTime,
    category: z.string(),
    flag: z.string().nullable().optional(),
    message: z.string(),
    lap_number: lapNumber.nullable().optional(),
  }),
  overtakes: z.object({
    session_key: sessionKey,
    date: dateTime,
    overtaking_driver_number: carNumber,
    overtaken_driver_number: carNumber,
    position: z.number().int().min(1),
  }),
  pit: z.object({
    session_key: sessionKey,
    date: dateTime,
    driver_number: carNumber,
    lap_number: lapNumber,
  }),
  weather: z.object({
    session_key: sessionKey,
    date: dateTime,
    rainfall: z.union([z.literal(0), z.literal(1), z.boolean()], {
      error: 'must be 0, 1, true or false',
    }),
  }),
  laps: z.object({
    session_key: sessionKey,
    driver_number: carNumber,
    lap_number: lapNumber,
    date_start: dateTime.nullable(),
  }),
  position: z.object({
    session_key: sessionKey,
    date: dateTime,
    driver_number: carNumber,
    position: z.number().int().min(1),
  }),
} satisfies Record<SessionEndpoint, z.ZodType>;

export type SessionData = {
  [E in SessionEndpoint]: z.infer<(typeof RECORD_SCHEMAS)[E]>[];
};

/** Bad or partial session data; the message names the file and the field, never a value. */
export class SessionDataError extends Error {}

export const fileNameOf = (endpoint: SessionEndpoint) => `${endpoint}.json`;

function parseEndpoint<E extends SessionEndpoint>(endpoint: E, text: string): SessionData[E] {
  const file = fileNameOf(endpoint);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new SessionDataError(`${file}: is not valid JSON (truncated or damaged)`);
  }
  if (!Array.isArray(json)) throw new SessionDataError(`${file}: must be a JSON array of records`);
  if (json.length > SESSION_FILE_MAX_RECORDS) {
    throw new SessionDataError(`${file}: more than ${SESSION_FILE_MAX_RECORDS} records`);
  }
  const schema = RECORD_SCHEMAS[endpoint];
  return json.map((record, index) => {
    const parsed = schema.safeParse(record);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0]!;
    const field = issue.path.length ? `field '${issue.path.join('.')}'` : 'the record';
    // zod's messages describe the expected type; the received value is never quoted.
    const rule = issue.code === 'invalid_type' ? `is missing or has the wrong type` : issue.message;
    throw new SessionDataError(`${file}: record ${index}, ${field} ${rule}`);
  }) as SessionData[E];
}

function requireRecords(data: SessionData): void {
  for (const endpoint of ['race_control', 'weather', 'laps', 'position'] as const) {
    if (data[endpoint].length === 0) {
      throw new SessionDataError(`${fileNameOf(endpoint)}: has no records (partial data)`);
    }
  }
}

/** Every record of every file belongs to the same session. */
function requireOneSession(data: SessionData): number {
  const first = data.race_control[0]!.session_key;
  for (const endpoint of SESSION_ENDPOINTS) {
    const index = data[endpoint].findIndex((r) => r.session_key !== first);
    if (index >= 0) {
      throw new SessionDataError(
        `${fileNameOf(endpoint)}: record ${index}, field 'session_key' is not the session of race_control.json`,
      );
    }
  }
  return first;
}

/** A race that has not finished (or a file cut short) has no chequered flag yet. */
function requireFinished(data: SessionData): void {
  if (!data.race_control.some((r) => r.flag === 'CHEQUERED')) {
    throw new SessionDataError(
      "race_control.json: field 'flag' never shows CHEQUERED — the race has not finished or the file is partial",
    );
  }
  const lastLap = data.laps.reduce((max, l) => Math.max(max, l.lap_number), 0);
  const index = data.pit.findIndex((p) => p.lap_number > lastLap);
  if (index >= 0) {
    throw new SessionDataError(
      `pit.json: record ${index}, field 'lap_number' is beyond the last lap in laps.json (partial data)`,
    );
  }
}

/** Parses and cross-checks one session's six files. Throws SessionDataError. */
export function parseSessionData(texts: Record<SessionEndpoint, string>): SessionData {
  const data = {} as SessionData;
  for (const endpoint of SESSION_ENDPOINTS) {
    (data as Record<SessionEndpoint, unknown>)[endpoint] = parseEndpoint(endpoint, texts[endpoint]);
  }
  requireRecords(data);
  requireOneSession(data);
  requireFinished(data);
  return data;
}
