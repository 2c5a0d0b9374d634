import type { Sport } from '../../domain/sports/sports';
import { DEFAULT_SPORT } from '../../domain/sports/sports';
import { useOptionalRaceData } from './race-data';

/**
 * The sport whose races the page shows (the open sport: RaceDataProvider takes it from the
 * address), or the default sport where a part renders outside the provider.
 */
export function usePageSport(): Sport {
  return useOptionalRaceData()?.sport ?? DEFAULT_SPORT;
}
