import { openF1SessionName } from '../../domain/data-score/openf1-session';
import type { Sport } from '../../domain/sports/sports';
import { hasDataScore, SPORT_INFO } from '../../domain/sports/sports';
import { type AdminCommand, AdminUsageError } from '../commands/admin-command';
import { createRacesRepo } from '../races/races-repo';
import { scoreRace } from './score-race';

/** The refusal of an AI rating for a sport OpenF1 has no data of. */
export function noDataScore(raceId: string, sport: Sport): string {
  return `${raceId} is a ${SPORT_INFO[sport].shortName} race: the AI rating from race data is Formula 1 only`;
}

import { fetchSession } from './session-fetch';
import { readSessionFiles } from './session-files';
import { createSignalsRepo } from './signals-repo';

const USAGE = 'races:score RACE_ID --from DIR | --from-url URL [--session-key N]';

interface ScoreArgs {
  raceId: string;
  dir?: string;
  url?: string;
  sessionKey?: number;
}

function parseArgs(args: string[]): ScoreArgs {
  const [raceId, ...rest] = args;
  if (!raceId || raceId.startsWith('--')) throw new AdminUsageError('give a race id', USAGE);
  const out: ScoreArgs = { raceId };
  for (let i = 0; i < rest.length; i += 2) {
    const flag = rest[i]!;
    const value = rest[i + 1];
    if (value === undefined || value.startsWith('--')) {
      throw new AdminUsageError(`${flag} needs a value`, USAGE);
    }
    if (flag === '--from' && out.dir === undefined) out.dir = value;
    else if (flag === '--from-url' && out.url === undefined) {
      if (!/^https?:\/\/[^\s]+$/.test(value) || !URL.canParse(value)) {
        throw new AdminUsageError(`'${value}' is not an http(s) URL`, USAGE);
      }
      out.url = value;
    } else if (flag === '--session-key' && out.sessionKey === undefined) {
      if (!/^\d{1,9}$/.test(value)) throw new AdminUsageError('--session-key is a number', USAGE);
      out.sessionKey = Number(value);
    } else throw new AdminUsageError(`unexpected '${flag}'`, USAGE);
  }
  if ((out.dir === undefined) === (out.url === undefined)) {
    throw new AdminUsageError('give either --from DIR or --from-url URL', USAGE);
  }
  if (out.sessionKey !== undefined && out.url === undefined) {
    throw new AdminUsageError('--session-key goes with --from-url', USAGE);
  }
  return out;
}

/** `races:score`: the race's AI rating from its OpenF1 session data (files or a URL). */
export const scoreCommand: AdminCommand = {
  name: 'races:score',
  usage: USAGE,
  summary: 'compute the AI rating from OpenF1 session data',
  options: ['--from', '--from-url', '--session-key'],
  async run(args, { database, changes, json }) {
    const options = parseArgs(args);
    const race = await createRacesRepo(database.db, changes).get(options.raceId);
    if (!race) throw new Error(`no race with id '${options.raceId}' (see races:list)`);
    if (!hasDataScore(race.sport)) throw new Error(noDataScore(race.id, race.sport));
    const texts = options.dir
      ? readSessionFiles(options.dir)
      : await fetchSession({
          baseUrl: options.url!,
          season: race.season,
          date: race.date,
          startsAt: race.startsAt ?? null,
          sessionName: openF1SessionName(race),
          ...(options.sessionKey ? { sessionKey: options.sessionKey } : {}),
        });
    const result = await scoreRace(
      createSignalsRepo(database.db, changes),
      race.id,
      texts,
      options.dir ? 'files' : 'url',
    );
    if (json) return result;
    const factors = result.suggestedFactors.join(', ') || 'none';
    return `${race.id}: AI rating ${result.score.toFixed(1)} (${result.reason}); suggested factors: ${factors}`;
  },
};
