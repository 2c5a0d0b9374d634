import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useReducer,
} from 'react';
import type { Race, Tally, TallyMap } from '../../domain/types';
import { apiGet } from './api-client';
import { startLiveFeed } from './live-feed';
import { sameData } from './same-data';

export interface RaceDataState {
  races: Race[];
  tallies: TallyMap;
  racesLoaded: boolean;
  talliesLoaded: boolean;
  error: string | null;
  /** Bumped on every tally change pushed live (lets lists reset paging). */
  tallyVersion: number;
}

export type RaceDataAction =
  | { type: 'racesLoaded'; races: Race[] }
  | { type: 'talliesLoaded'; tallies: TallyMap }
  | { type: 'tallyChanged'; tally: Tally }
  | { type: 'failed'; error: string };

export const initialRaceData: RaceDataState = {
  races: [],
  tallies: {},
  racesLoaded: false,
  talliesLoaded: false,
  error: null,
  tallyVersion: 0,
};

export function raceDataReducer(state: RaceDataState, action: RaceDataAction): RaceDataState {
  switch (action.type) {
    case 'racesLoaded':
      if (state.racesLoaded && sameData(state.races, action.races)) return state;
      return { ...state, races: action.races, racesLoaded: true };
    case 'talliesLoaded':
      if (state.talliesLoaded && sameData(state.tallies, action.tallies)) return state;
      return { ...state, tallies: action.tallies, talliesLoaded: true };
    case 'tallyChanged':
      return {
        ...state,
        tallies: { ...state.tallies, [action.tally.raceId]: action.tally },
        tallyVersion: state.tallyVersion + 1,
      };
    case 'failed':
      // A failed read leaves every race at zero votes (decision 0021) but ends the loading.
      return { ...state, racesLoaded: true, talliesLoaded: true, error: action.error };
  }
}

interface RaceDataContextValue extends RaceDataState {
  dispatch: (action: RaceDataAction) => void;
}

const RaceDataContext = createContext<RaceDataContextValue | null>(null);

export function RaceDataProvider({ children }: { children: ReactNode }) {
  const [state, dispatchNow] = useReducer(raceDataReducer, initialRaceData);

  useEffect(() => {
    // Data that arrives after the first paint re-renders the page as a transition: React
    // renders it in slices between frames, so a phone never freezes on one long task.
    const dispatch = (action: RaceDataAction) => startTransition(() => dispatchNow(action));
    const abort = new AbortController();
    const fail = (error: unknown) => {
      if (abort.signal.aborted) return;
      console.warn('race data failed to load', error);
      dispatch({ type: 'failed', error: (error as Error).message });
    };
    // The live feed opens with the full state too; whichever arrives later must not
    // replace newer live data with an older fetch.
    const live = { races: false, tallies: false };
    apiGet<Race[]>('/api/races', { signal: abort.signal })
      .then((races) => live.races || dispatch({ type: 'racesLoaded', races }))
      .catch(fail);
    apiGet<TallyMap>('/api/tallies', { signal: abort.signal })
      .then((tallies) => live.tallies || dispatch({ type: 'talliesLoaded', tallies }))
      .catch(fail);
    const stopLive = startLiveFeed({
      onRaces: (races) => {
        live.races = true;
        dispatch({ type: 'racesLoaded', races });
      },
      onTallies: (tallies) => {
        live.tallies = true;
        dispatch({ type: 'talliesLoaded', tallies });
      },
      onTally: (tally) => dispatch({ type: 'tallyChanged', tally }),
    });
    return () => {
      abort.abort();
      stopLive();
    };
  }, []);

  const value = useMemo(() => ({ ...state, dispatch: dispatchNow }), [state]);
  return <RaceDataContext.Provider value={value}>{children}</RaceDataContext.Provider>;
}

export function useRaceData(): RaceDataContextValue {
  const value = useContext(RaceDataContext);
  if (!value) throw new Error('useRaceData must be used inside RaceDataProvider');
  return value;
}

/** The race data where a page may also render outside the provider (it then has none). */
export function useOptionalRaceData(): RaceDataContextValue | null {
  return useContext(RaceDataContext);
}
