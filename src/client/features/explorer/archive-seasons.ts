import {
  EXPLORER_SEASONS_DATA_ID,
  parseExplorerSeasons,
} from '../../../domain/explorer/explorer-opening';
import type { Language } from '../../../domain/i18n/languages';
import { isShownByDefault } from '../../../domain/races/shown-seasons';
import type { Sport } from '../../../domain/sports/sports';
import { sportPath } from '../../../domain/sports/sports';
import type { Race, TallyMap } from '../../../domain/types';
import { apiGet, inLanguage } from '../../data/api-client';
import { talliesAsShown } from '../../data/race-data';

// The archive — the seasons before the site's own — is read one season at a time, when a
// fan chooses it, and kept for the session: choosing it again is instant and reads nothing
// (docs/decisions/0131). The site's own seasons come with the page's race data as always.

export interface SeasonData {
  races: Race[];
  tallies: TallyMap;
}

const seasonReads = new Map<string, Promise<SeasonData>>();
/** What has arrived, for a render that must not wait a frame for a promise it already has. */
const seasonsRead = new Map<string, SeasonData>();
/** Each season as last read in any language: what shows while a new language's names load. */
const lastRead = new Map<string, SeasonData>();
const seasonLists = new Map<Sport, Promise<number[]>>();
const seasonListsRead = new Map<Sport, number[]>();

const keyOf = (sport: Sport, season: number) => `${sport}:${season}`;

/** `/api/races?season=2021`, or `/api/races?sport=motogp&season=2021`. */
function seasonPath(path: string, sport: Sport, season: number): string {
  const scoped = sportPath(path, sport);
  return `${scoped}${scoped.includes('?') ? '&' : '?'}season=${season}`;
}

/** Whether a season is read on its own: one of the archive's, not the site's own. */
export const isArchiveSeason = (season: number | null): season is number =>
  season !== null && !isShownByDefault(season);

/** A season already read this session in `language`, or undefined. */
export const seasonReadBefore = (
  sport: Sport,
  season: number,
  language: Language,
): SeasonData | undefined => seasonsRead.get(`${keyOf(sport, season)}:${language}`);

/** A season read this session in any language (the last), or undefined. */
export const seasonReadInAnyLanguage = (sport: Sport, season: number): SeasonData | undefined =>
  lastRead.get(keyOf(sport, season));

/**
 * One season's races (named in `language`) and tallies, read once per session and language;
 * a failed read is tried again.
 */
export function readSeason(sport: Sport, season: number, language: Language): Promise<SeasonData> {
  const key = `${keyOf(sport, season)}:${language}`;
  let read = seasonReads.get(key);
  if (!read) {
    read = Promise.all([
      apiGet<Race[]>(inLanguage(seasonPath('/api/races', sport, season), language)),
      apiGet<TallyMap>(seasonPath('/api/tallies', sport, season)),
    ]).then(([races, tallies]) => {
      const data = {
        races: Array.isArray(races) ? races : [],
        // As the page's own race data: an AI rating only where the sport has one (0121).
        tallies: talliesAsShown(tallies, sport),
      };
      seasonsRead.set(key, data);
      lastRead.set(keyOf(sport, season), data);
      return data;
    });
    read.catch(() => seasonReads.delete(key));
    seasonReads.set(key, read);
  }
  return read;
}

/** The sport's season list if it was read this session, or undefined. */
export const seasonListReadBefore = (sport: Sport): number[] | undefined => {
  takeSeasonListFromPage();
  return seasonListsRead.get(sport);
};

let pageRead = false;

/**
 * The season list the server drew the explorer's page with (decision 0158), taken once: the
 * first render writes the note the server wrote, and reads no list again.
 */
function takeSeasonListFromPage(doc: Document | undefined = globalThis.document): void {
  if (pageRead || !doc) return;
  pageRead = true;
  const given = parseExplorerSeasons(doc.getElementById(EXPLORER_SEASONS_DATA_ID)?.textContent);
  if (!given || seasonLists.has(given.sport)) return;
  seasonListsRead.set(given.sport, given.seasons);
  seasonLists.set(given.sport, Promise.resolve(given.seasons));
}

/** Every season the server holds a race of for the sport, newest first; read once per session. */
export function readSeasonList(sport: Sport): Promise<number[]> {
  takeSeasonListFromPage();
  let read = seasonLists.get(sport);
  if (!read) {
    read = apiGet<{ seasons?: unknown }>(sportPath('/api/seasons', sport)).then((reply) => {
      const seasons = Array.isArray(reply?.seasons) ? reply.seasons : null;
      if (!seasons) throw new Error('not a season list');
      const list = seasons.filter((s): s is number => Number.isInteger(s));
      seasonListsRead.set(sport, list);
      return list;
    });
    read.catch(() => seasonLists.delete(sport));
    seasonLists.set(sport, read);
  }
  return read;
}
