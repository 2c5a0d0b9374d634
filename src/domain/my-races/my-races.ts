import { RACE_ID_MAX_LENGTH } from '../constants';

// A fan's own marks — which races they have watched and which they still mean to — and
// the spoiler shield that hides a race's verdict until they have. All of it lives on the
// fan's device (docs/decisions/0124): the server never learns what anyone has watched.

/** What a fan says about one race. No mark at all is a third state: "not said". */
export type WatchMark = 'watched' | 'to-watch';

/**
 * Which races the shield covers: only those marked "still to watch" (the default), every
 * race not marked "watched", or none.
 */
export type ShieldScope = 'to-watch' | 'unwatched' | 'off';
export const SHIELD_SCOPES: readonly ShieldScope[] = ['to-watch', 'unwatched', 'off'];
export const DEFAULT_SHIELD_SCOPE: ShieldScope = 'to-watch';

/** More marks than a fan could make in decades of every series; bounds a device's storage. */
export const MAX_MARKS = 5000;
/** The export file's format; an import of any other version is refused. */
export const MY_RACES_FILE_VERSION = 1;
/** An export file larger than this is not one of ours (5,000 marks take ~400 KB). */
export const MY_RACES_FILE_MAX_BYTES = 1_000_000;

export interface MyRaces {
  /** Race id → the fan's mark and when they made it (ISO 8601). */
  marks: Record<string, { mark: WatchMark; at: string }>;
  shield: ShieldScope;
  /** Whether a shielded race still shows the crowd's best way to watch it. */
  showWayToWatch: boolean;
  /** Races the fan revealed on purpose: their verdict shows despite the shield. */
  revealed: string[];
  /** "Since I went away": the to-watch list's first day (YYYY-MM-DD), or null for none. */
  since: string | null;
}

export const EMPTY_MY_RACES: MyRaces = {
  marks: {},
  shield: DEFAULT_SHIELD_SCOPE,
  showWayToWatch: false,
  revealed: [],
  since: null,
};

/** Whether a race's verdict (stars, score, words, factors, mosaic, distribution) is hidden. */
export function isShielded(state: MyRaces, raceId: string): boolean {
  if (state.shield === 'off' || state.revealed.includes(raceId)) return false;
  const mark = state.marks[raceId]?.mark;
  if (state.shield === 'to-watch') return mark === 'to-watch';
  return mark !== 'watched';
}

/** The fan's mark on a race, or null when they have said nothing. */
export function markOf(state: MyRaces, raceId: string): WatchMark | null {
  return state.marks[raceId]?.mark ?? null;
}

/**
 * Sets (or with null clears) a race's mark. Marking a race watched drops a reveal it no
 * longer needs; marking it still to watch shields it again. Refuses past MAX_MARKS.
 */
export function withMark(
  state: MyRaces,
  raceId: string,
  mark: WatchMark | null,
  at: string,
): MyRaces {
  const marks = { ...state.marks };
  if (mark === null) delete marks[raceId];
  else {
    if (!(raceId in marks) && Object.keys(marks).length >= MAX_MARKS) return state;
    marks[raceId] = { mark, at };
  }
  return { ...state, marks, revealed: state.revealed.filter((id) => id !== raceId) };
}

/** Shows one race's verdict despite the shield (that race only). */
export function withReveal(state: MyRaces, raceId: string): MyRaces {
  if (state.revealed.includes(raceId)) return state;
  return { ...state, revealed: [...state.revealed, raceId].slice(-MAX_MARKS) };
}

// Read by hand rather than with the validation library: this file travels in the home
// and explorer first loads, which the library alone would push past the 120 KB budget
// (decision 0116); what a device keeps is small and flat enough to check field by field.
const MARK_AT_MAX_LENGTH = 40;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRaceId = (v: unknown): v is string =>
  typeof v === 'string' && v.length >= 1 && v.length <= RACE_ID_MAX_LENGTH;
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function parseMarks(value: unknown): MyRaces['marks'] | null {
  if (!isRecord(value)) return null;
  const entries = Object.entries(value);
  if (entries.length > MAX_MARKS) return null;
  const marks: [string, MyRaces['marks'][string]][] = [];
  for (const [id, entry] of entries) {
    if (!isRaceId(id) || !isRecord(entry)) return null;
    const { mark, at } = entry;
    if (mark !== 'watched' && mark !== 'to-watch') return null;
    if (typeof at !== 'string' || at.length > MARK_AT_MAX_LENGTH) return null;
    marks.push([id, { mark, at }]);
  }
  // fromEntries defines own keys, so a hand-edited "__proto__" id stays a plain key.
  return Object.fromEntries(marks);
}

/** The stored shape checked field by field, or null when any field breaks its rule. */
function parseMyRaces(value: unknown): MyRaces | null {
  if (!isRecord(value)) return null;
  const marks = parseMarks(value.marks);
  const { shield, showWayToWatch, revealed, since } = value;
  if (marks === null || !SHIELD_SCOPES.includes(shield as ShieldScope)) return null;
  if (typeof showWayToWatch !== 'boolean') return null;
  if (!Array.isArray(revealed) || revealed.length > MAX_MARKS || !revealed.every(isRaceId)) {
    return null;
  }
  if (since !== null && !(typeof since === 'string' && DAY.test(since))) return null;
  return { marks, shield: shield as ShieldScope, showWayToWatch, revealed: [...revealed], since };
}

/** What the device keeps, read back: anything unreadable is a fresh start, never a throw. */
export function readStoredMyRaces(text: string | null): MyRaces {
  if (!text) return EMPTY_MY_RACES;
  try {
    return parseMyRaces(JSON.parse(text)) ?? EMPTY_MY_RACES;
  } catch {
    return EMPTY_MY_RACES;
  }
}

/** The export file's text: one JSON document a fan can carry to another device. */
export function myRacesFile(state: MyRaces): string {
  return JSON.stringify(
    { app: 'gp-vibes', kind: 'my-races', version: MY_RACES_FILE_VERSION, myRaces: state },
    null,
    1,
  );
}

export type ImportResult =
  | { ok: true; myRaces: MyRaces }
  | { ok: false; reason: 'too-large' | 'not-json' | 'not-ours' | 'version' | 'invalid' };

/** Reads an export file; a bad file is refused with why, and the caller changes nothing. */
export function readMyRacesFile(text: string): ImportResult {
  if (text.length > MY_RACES_FILE_MAX_BYTES) return { ok: false, reason: 'too-large' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not-json' };
  }
  const head = json as { app?: unknown; kind?: unknown; version?: unknown } | null;
  if (!head || typeof head !== 'object' || head.app !== 'gp-vibes' || head.kind !== 'my-races') {
    return { ok: false, reason: 'not-ours' };
  }
  if (head.version !== MY_RACES_FILE_VERSION) return { ok: false, reason: 'version' };
  const myRaces = parseMyRaces((json as { myRaces?: unknown }).myRaces);
  return myRaces ? { ok: true, myRaces } : { ok: false, reason: 'invalid' };
}
