import type { Kysely } from 'kysely';
import { CalendarError } from '../../domain/calendar/calendar-source';
import { readF1dbRelease } from '../../domain/history/f1db-release';
import type { DB } from '../db/schema';
import type { ChangeBus } from '../live/change-bus';
import { applyHistory, type HistoryApplyResult } from './apply-history';

// `races:import f1db.json`: an f1db release read by an operator. Every race it has results
// for lands on our races by the calendar matching (a race we have keeps its row and votes,
// its date and start brought in line as any public source does) or is added; its counts and
// verdict are stored, and the verdict becomes its AI rating where no other holds it.

/**
 * Whether a file's text looks like an f1db release (it names its Grands Prix and races);
 * the release is tens of megabytes, so it is looked at, not parsed, here.
 */
export function isF1dbText(text: string): boolean {
  return text.includes('"grandsPrix"') && text.includes('"races"');
}

export async function importF1dbRelease(
  db: Kysely<DB>,
  bus: ChangeBus,
  text: string,
  source: string,
): Promise<HistoryApplyResult> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new CalendarError(`${source}: not valid JSON (${(error as Error).message})`);
  }
  let races: ReturnType<typeof readF1dbRelease>;
  try {
    races = readF1dbRelease(json);
  } catch (error) {
    if (error instanceof CalendarError) throw new CalendarError(`${source}: ${error.message}`);
    throw error;
  }
  return applyHistory(db, bus, races, { source: 'file' });
}
