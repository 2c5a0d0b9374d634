import type { Kysely } from 'kysely';
import type { Sport } from '../../domain/sports/sports';
import { hasDataScore } from '../../domain/sports/sports';
import type { Tally, TallyMap } from '../../domain/types';
import { SIGNAL_COLUMN_NAMES, signalsFromRow } from '../data-score/signal-columns';
import type { DB, RaceSignalsTable, RacesTable } from '../db/schema';
import { RESULT_COLUMN_NAMES, resultsFromRow } from '../history/result-columns';

type SignalFields = { [K in (typeof SIGNAL_COLUMN_NAMES)[number]]: number | null };

type ResultFields = {
  [K in (typeof RESULT_COLUMN_NAMES)[number] as `results_${K}`]: number | string | null;
};

interface TallyRow extends SignalFields, ResultFields {
  signal_score: RaceSignalsTable['score'] | null;
  results_score: number | null;
  id: string;
  sport: string;
  ai_rating_value: number | null;
  ai_rating_source: RacesTable['ai_rating_source'];
  total_votes: number | null;
  total_stars: number | null;
  stars_1: number | null;
  stars_2: number | null;
  stars_3: number | null;
  stars_4: number | null;
  stars_5: number | null;
  mode_full_race: number | null;
  mode_race_in_30: number | null;
  mode_highlights_only: number | null;
}

function toTally(row: TallyRow, tags: Record<string, number>): Tally {
  // Only a sport with race data has an AI rating; any other sport's tally never shows one.
  if (!hasDataScore(row.sport as Sport)) row = { ...row, ai_rating_value: null };
  const n = (v: number | null) => Number(v ?? 0);
  // A rating not shown has no source either.
  const source = row.ai_rating_value === null ? null : row.ai_rating_source;
  return {
    raceId: row.id,
    totalVotes: n(row.total_votes),
    totalStars: n(row.total_stars),
    starBuckets: {
      '1': n(row.stars_1),
      '2': n(row.stars_2),
      '3': n(row.stars_3),
      '4': n(row.stars_4),
      '5': n(row.stars_5),
    },
    viewModes: {
      'Full Race': n(row.mode_full_race),
      'Race-in-30': n(row.mode_race_in_30),
      'Highlights Only': n(row.mode_highlights_only),
    },
    reasonTagTallies: tags,
    AI_Rating: row.ai_rating_value !== null,
    AI_Rating_Value: row.ai_rating_value === null ? null : Number(row.ai_rating_value),
    AI_Rating_Source: source,
    // The counts behind the rating explain it only when it is their verdict: OpenF1's race
    // data, or a race's official results (a race before live timing).
    AI_Rating_Signals:
      source === 'openf1' && row.signal_score !== null ? signalsFromRow(row) : null,
    AI_Rating_Results:
      source === 'results' && row.results_score !== null
        ? resultsFromRow(
            Object.fromEntries(RESULT_COLUMN_NAMES.map((c) => [c, row[`results_${c}`]])),
          )
        : null,
  };
}

export function createTalliesRepo(db: Kysely<DB>) {
  // Every race has a tally: a race nobody rated yet reads as zeros, not as missing.
  const baseQuery = () =>
    db
      .selectFrom('races')
      .leftJoin('tallies', 'tallies.race_id', 'races.id')
      .leftJoin('race_signals', 'race_signals.race_id', 'races.id')
      .select(SIGNAL_COLUMN_NAMES.map((c) => `race_signals.${c}` as const))
      .select('race_signals.score as signal_score')
      .leftJoin('race_results', 'race_results.race_id', 'races.id')
      // Prefixed: race_signals has a pit_stops column too.
      .select(RESULT_COLUMN_NAMES.map((c) => `race_results.${c} as results_${c}` as const))
      .select('race_results.score as results_score')
      .select([
        'races.id',
        'races.sport',
        'races.ai_rating_value',
        'races.ai_rating_source',
        'tallies.total_votes',
        'tallies.total_stars',
        'tallies.stars_1',
        'tallies.stars_2',
        'tallies.stars_3',
        'tallies.stars_4',
        'tallies.stars_5',
        'tallies.mode_full_race',
        'tallies.mode_race_in_30',
        'tallies.mode_highlights_only',
      ]);

  const tagQuery = () =>
    db.selectFrom('tally_tags').select(['race_id', 'tag_id', 'count']).where('count', '>', 0);

  return {
    async listAll(): Promise<TallyMap> {
      const [rows, tagRows] = await Promise.all([baseQuery().execute(), tagQuery().execute()]);
      const tagsByRace = new Map<string, Record<string, number>>();
      for (const t of tagRows) {
        const tags = tagsByRace.get(t.race_id) ?? {};
        tags[t.tag_id] = Number(t.count);
        tagsByRace.set(t.race_id, tags);
      }
      const out: TallyMap = {};
      for (const row of rows) out[row.id] = toTally(row, tagsByRace.get(row.id) ?? {});
      return out;
    },

    /** null when the race does not exist. */
    async get(raceId: string): Promise<Tally | null> {
      const [row, tagRows] = await Promise.all([
        baseQuery().where('races.id', '=', raceId).executeTakeFirst(),
        tagQuery().where('race_id', '=', raceId).execute(),
      ]);
      if (!row) return null;
      const tags: Record<string, number> = {};
      for (const t of tagRows) tags[t.tag_id] = Number(t.count);
      return toTally(row, tags);
    },
  };
}

export type TalliesRepo = ReturnType<typeof createTalliesRepo>;
