import { useEffect, useMemo, useState } from 'react';
import { defaultSince, sportsOfMarks, toWatchList } from '../../../domain/my-races/to-watch-list';
import { ALL_SPORTS, DEFAULT_SPORT, SPORT_QUERY_PARAM } from '../../../domain/sports/sports';
import type { Race, TallyMap } from '../../../domain/types';
import { normalizeTally } from '../../../domain/voting/tally';
import { apiGet, inLanguage } from '../../data/api-client';
import { useRaceData } from '../../data/race-data';
import { useLanguage } from '../../i18n/language-store';
import { useMyRaces } from '../../shared/my-races/my-races-store';

interface EverySport {
  races: Race[];
  tallies: TallyMap;
  loaded: boolean;
}

const EVERY_SPORT = `${SPORT_QUERY_PARAM}=${ALL_SPORTS}`;

/**
 * Every sport's races (named in the page's language) and tallies, read once and again in a
 * new language, for the list at '/my-races' that covers each series the fan marked a race
 * of. A failed read leaves the open sport's own data.
 */
function useEverySport(wanted: boolean): EverySport | 'loading' | null {
  const language = useLanguage();
  const [data, setData] = useState<EverySport | 'loading' | null>('loading');
  useEffect(() => {
    if (!wanted) return;
    const abort = new AbortController();
    Promise.all([
      apiGet<Race[]>(inLanguage(`/api/races?${EVERY_SPORT}`, language), { signal: abort.signal }),
      apiGet<TallyMap>(`/api/tallies?${EVERY_SPORT}`, { signal: abort.signal }),
    ]).then(
      ([races, tallies]) => {
        setData(Array.isArray(races) ? { races, tallies, loaded: true } : null);
      },
      () => {
        if (!abort.signal.aborted) setData(null);
      },
    );
    return () => abort.abort();
  }, [wanted, language]);
  return wanted ? data : null;
}

/**
 * The to-watch list: at '/my-races' every series the fan marked a race of, each race named
 * with its series; at '/<sport>/my-races' that sport's races only.
 */
export function useToWatchList() {
  const open = useRaceData();
  const everySport = open.sport === DEFAULT_SPORT;
  const all = useEverySport(everySport);
  const mine = useMyRaces();
  // Read once: a race joins the list when the race data says it has run, not on a timer.
  const [now] = useState(() => Date.now());
  const source =
    all === 'loading'
      ? { races: [], tallies: {}, loaded: false }
      : (all ?? {
          races: open.races,
          tallies: open.tallies,
          loaded: open.racesLoaded && open.talliesLoaded,
        });
  const { loaded } = source;
  const { races, seriesCount } = useMemo(() => {
    if (!everySport) return { races: source.races, seriesCount: 1 };
    const followed = sportsOfMarks(source.races, mine);
    return {
      races: source.races.filter((race) => followed.has(race.sport ?? DEFAULT_SPORT)),
      seriesCount: followed.size,
    };
  }, [everySport, source.races, mine]);
  const chosenSince = mine.since;
  const since = useMemo(
    () => chosenSince ?? defaultSince(races, mine, now),
    [chosenSince, races, mine, now],
  );
  const tallies = source.tallies;
  const items = useMemo(() => {
    // Races arrive before their tallies: an order without the tallies would be thrown away.
    if (!loaded) return [];
    // Tallies come from the network: each is read through the domain's tolerant parser.
    // Only the races the list can hold: a fan back from a week away reads a few, not years.
    const read: TallyMap = {};
    for (const race of races) {
      if (race.date >= since) read[race.id] = normalizeTally(tallies[race.id], race.id);
    }
    return toWatchList(races, read, mine, since, now);
  }, [loaded, races, tallies, mine, since, now]);
  // Each race names its series once the list holds more than one.
  const namesSeries = everySport && seriesCount > 1;
  return { loaded, sport: open.sport, everySport, namesSeries, since, items, now };
}
