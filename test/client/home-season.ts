// A seeded home page for the component tests: 21 Nov 2026, Las Vegas live, a season of
// rated and unrated races behind it, three races ahead and one rated race last season.

import type { Race, TallyMap } from '../../src/domain/types';
import { makeRace, makeTally, modes } from '../domain/fixtures';
import { named } from './server-names';

export const NOW = Date.UTC(2026, 10, 21, 12);

/** A race as a read in English brings it, its names written by the server. */
const race = (id: string, name: string, date: string, extra: Partial<Race> = {}) =>
  named(makeRace({ id, name, date, ...extra }));

export const vegas = race('vegas', 'Las Vegas Grand Prix', '2026-11-21', { isCurrent: true });
export const brazil = race('brazil', 'São Paulo Grand Prix', '2026-11-08');
export const mexico = race('mexico', 'Mexico City Grand Prix', '2026-11-01');
export const austin = race('austin', 'United States Grand Prix', '2026-10-25');
export const singapore = race('singapore', 'Singapore Grand Prix', '2026-10-11');
export const baku = race('baku', 'Azerbaijan Grand Prix', '2026-09-26');
export const monza = race('monza', 'Italian Grand Prix', '2026-09-06');
export const zandvoort = race('zandvoort', 'Dutch Grand Prix', '2026-08-23');
export const qatar = race('qatar', 'Qatar Grand Prix', '2026-11-29');
export const abuDhabi = race('abu-dhabi', 'Abu Dhabi Grand Prix', '2026-12-06');
export const opener = race('opener', 'Australian Grand Prix', '2027-03-07');
export const lastSeason = race('old', 'British Grand Prix', '2025-07-06');

export const races: Race[] = [
  lastSeason,
  zandvoort,
  monza,
  baku,
  singapore,
  austin,
  mexico,
  brazil,
  vegas,
  qatar,
  abuDhabi,
  opener,
];

const rated = (id: string, star: '1' | '2' | '3' | '4' | '5', votes: number) =>
  makeTally(id, { [star]: votes }, { viewModes: modes({ 'Full Race': votes }) });

/** Rated: brazil 3★, mexico 5★, austin 4★, singapore 2★, monza 4★, zandvoort 5★; baku none. */
export const tallies: TallyMap = {
  vegas: rated('vegas', '4', 2),
  brazil: rated('brazil', '3', 10),
  mexico: rated('mexico', '5', 12),
  austin: rated('austin', '4', 8),
  singapore: rated('singapore', '2', 4),
  monza: rated('monza', '4', 30),
  zandvoort: rated('zandvoort', '5', 3),
  old: rated('old', '5', 40),
};

/** Past races with votes this season, newest first. */
export const RATED_THIS_SEASON = [brazil, mexico, austin, singapore, monza, zandvoort];

/** Races ahead, soonest first (the next one carries the countdown). */
export const UPCOMING_RACES = [qatar, abuDhabi, opener];
