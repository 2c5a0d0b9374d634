import { useMemo, useState } from 'react';
import { catchUpList, defaultSince } from '../../../domain/my-races/catch-up';
import type { TallyMap } from '../../../domain/types';
import { normalizeTally } from '../../../domain/voting/tally';
import { useRaceData } from '../../data/race-data';
import { useMyRaces } from '../../shared/my-races-store';

/** The catch-up list of the open sport, from the race data and the fan's own marks. */
export function useCatchUp() {
  const { races, tallies, racesLoaded, talliesLoaded, sport } = useRaceData();
  const mine = useMyRaces();
  // Read once: a race joins the list when the race data says it has run, not on a timer.
  const [now] = useState(() => Date.now());
  const chosenSince = mine.since;
  const since = useMemo(
    () => chosenSince ?? defaultSince(races, mine, now),
    [chosenSince, races, mine, now],
  );
  const loaded = racesLoaded && talliesLoaded;
  const items = useMemo(() => {
    // Races arrive before their tallies: an order without the tallies would be thrown away.
    if (!loaded) return [];
    // Tallies come from the network: each is read through the domain's tolerant parser.
    // Only the races the list can hold: a fan back from a week away reads a few, not years.
    const read: TallyMap = {};
    for (const race of races) {
      if (race.date >= since) read[race.id] = normalizeTally(tallies[race.id], race.id);
    }
    return catchUpList(races, read, mine, since, now);
  }, [loaded, races, tallies, mine, since, now]);
  return { loaded, sport, since, items, now };
}
