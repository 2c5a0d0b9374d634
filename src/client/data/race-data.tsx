import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
} from 'react';
import type { Language } from '../../domain/i18n/languages';
import type { Sport } from '../../domain/sports/sports';
import { DEFAULT_SPORT, hasDataScore, sportPath } from '../../domain/sports/sports';
import type { Race, Tally, TallyMap } from '../../domain/types';
import { activeLanguage, useLanguage } from '../i18n/language-store';
import { apiGet, inLanguage } from './api-client';
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
  /** The same races read again with their names in the page's language (a new language). */
  | { type: 'namesLoaded'; races: Race[] }
  | { type: 'talliesLoaded'; tallies: TallyMap }
  | { type: 'tallyChanged'; tally: Tally }
  | { type: 'failed'; error: string }
  | { type: 'reset' };

export const initialRaceData: RaceDataState = {
  races: [],
  tallies: {},
  racesLoaded: false,
  talliesLoaded: false,
  error: null,
  tallyVersion: 0,
};

/**
 * `races` with the names `named` has for each, where it has any: the live feed's list comes
 * without names (it is the same for every language), so a race keeps those its page read.
 */
export function withNamesOf(races: Race[], named: readonly Race[]): Race[] {
  const byId = new Map(named.map((race) => [race.id, race.names]));
  return races.map((race) => {
    const names = byId.get(race.id);
    return names && !race.names ? { ...race, names } : race;
  });
}

export function raceDataReducer(state: RaceDataState, action: RaceDataAction): RaceDataState {
  switch (action.type) {
    case 'racesLoaded': {
      const races = withNamesOf(action.races, state.races);
      if (state.racesLoaded && sameData(state.races, races)) return state;
      return { ...state, races, racesLoaded: true };
    }
    case 'namesLoaded': {
      const unnamed = state.races.map(({ names: _, ...race }) => race);
      const races = withNamesOf(unnamed, action.races);
      if (sameData(state.races, races)) return state;
      return { ...state, races };
    }
    case 'talliesLoaded':
      if (state.talliesLoaded && sameData(state.tallies, action.tallies)) return state;
      return { ...state, tallies: action.tallies, talliesLoaded: true };
    case 'tallyChanged':
      // The live feed carries every sport; a race this page does not list changes nothing.
      if (state.racesLoaded && !state.races.some((race) => race.id === action.tally.raceId)) {
        return state;
      }
      return {
        ...state,
        tallies: { ...state.tallies, [action.tally.raceId]: action.tally },
        tallyVersion: state.tallyVersion + 1,
      };
    case 'failed':
      // A failed read leaves every race at zero votes (decision 0021) but ends the loading.
      return { ...state, racesLoaded: true, talliesLoaded: true, error: action.error };
    case 'reset':
      return initialRaceData;
  }
}

/**
 * How long the live stream's race list, which carries no names, waits for the page's own
 * read of them before it shows with the races' names as stored.
 */
export const LIVE_LIST_WAITS_FOR_NAMES_MS = 3_000;

interface RaceDataContextValue extends RaceDataState {
  dispatch: (action: RaceDataAction) => void;
  /** The sport these races are of. */
  sport: Sport;
}

const RaceDataContext = createContext<RaceDataContextValue | null>(null);

/** The races of one sport (a race that names no sport is the default sport's). */
export function racesOfSport(races: Race[], sport: Sport): Race[] {
  return races.filter((race) => (race.sport ?? DEFAULT_SPORT) === sport);
}

/**
 * A tally of a sport without the data score (every sport but Formula 1: decision 0121)
 * never shows an AI rating, whatever reaches the page: the crowd's verdict alone.
 */
export function crowdOnly(tally: Tally): Tally {
  return tally.AI_Rating ||
    tally.AI_Rating_Value !== null ||
    tally.AI_Rating_Signals !== null ||
    tally.AI_Rating_Results !== null
    ? {
        ...tally,
        AI_Rating: false,
        AI_Rating_Value: null,
        AI_Rating_Source: null,
        AI_Rating_Signals: null,
        AI_Rating_Results: null,
      }
    : tally;
}

/** A tally as a sport's pages show it: with the AI rating only where the sport has one. */
export function tallyAsShown(tally: Tally, sport: Sport): Tally {
  return hasDataScore(sport) ? tally : crowdOnly(tally);
}

/** A sport's tallies as its pages show them; the same map when none changes. */
export function talliesAsShown(tallies: TallyMap, sport: Sport): TallyMap {
  let changed = false;
  const shown: TallyMap = {};
  for (const [id, tally] of Object.entries(tallies)) {
    shown[id] = tallyAsShown(tally, sport);
    changed ||= shown[id] !== tally;
  }
  return changed ? shown : tallies;
}

function actionAsShown(action: RaceDataAction, sport: Sport): RaceDataAction {
  if (action.type === 'tallyChanged') {
    return { ...action, tally: tallyAsShown(action.tally, sport) };
  }
  if (action.type !== 'talliesLoaded') return action;
  return { ...action, tallies: talliesAsShown(action.tallies, sport) };
}

export interface RaceDataProviderProps {
  children: ReactNode;
  /** The sport whose races the page shows (the open address's). */
  sport?: Sport;
}

export function RaceDataProvider({ children, sport = DEFAULT_SPORT }: RaceDataProviderProps) {
  const [state, dispatchNow] = useReducer(raceDataReducer, initialRaceData);
  const language = useLanguage();
  /** The language the races were last read in: a switch reads their names again. */
  const readIn = useRef<Language | null>(null);

  useEffect(() => {
    // Another sport's page starts from nothing rather than show the last sport's races.
    dispatchNow({ type: 'reset' });
    // Data that arrives after the first paint re-renders the page as a transition: React
    // renders it in slices between frames, so a phone never freezes on one long task.
    const dispatch = (action: RaceDataAction) =>
      startTransition(() => dispatchNow(actionAsShown(action, sport)));
    const abort = new AbortController();
    const fail = (error: unknown) => {
      if (abort.signal.aborted) return;
      console.warn('race data failed to load', error);
      dispatch({ type: 'failed', error: (error as Error).message });
    };
    // The live feed opens with the full state too; whichever arrives later must not
    // replace newer live data with an older fetch.
    const live = { races: false, tallies: false };
    // Another sport's page takes from the stream (which may carry every sport, or Formula
    // 1's alone) only what names its own races; its own reads fill the rest.
    const other = sport !== DEFAULT_SPORT;
    let ownIds = new Set<string>();
    const racesArrived = (races: Race[]) => {
      ownIds = new Set(races.map((race) => race.id));
      dispatch({ type: 'racesLoaded', races });
    };
    // The stream's race list carries no names (it is every reader's, decision 0157): one
    // that comes before the page's own read waits for its names, so the page draws its races
    // once, named — for a while: a read that never answers leaves them as stored.
    let namesIn = false;
    let waiting: Race[] | null = null;
    const waitLimit = setTimeout(() => stopWaiting([]), LIVE_LIST_WAITS_FOR_NAMES_MS);
    function stopWaiting(names: readonly Race[]) {
      namesIn = true;
      clearTimeout(waitLimit);
      if (waiting) racesArrived(withNamesOf(waiting, names));
      waiting = null;
    }
    readIn.current = activeLanguage();
    apiGet<Race[]>(inLanguage(sportPath('/api/races', sport), readIn.current), {
      signal: abort.signal,
    })
      .then((races) => {
        if (abort.signal.aborted) return;
        // Later than the live list, the read brings its names alone: the list is newer.
        if (waiting) return stopWaiting(races);
        const after = live.races;
        stopWaiting([]);
        if (after) dispatch({ type: 'namesLoaded', races });
        else racesArrived(races);
      })
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        stopWaiting([]);
        fail(error);
      });
    apiGet<TallyMap>(sportPath('/api/tallies', sport), { signal: abort.signal })
      .then((tallies) => live.tallies || dispatch({ type: 'talliesLoaded', tallies }))
      .catch(fail);
    const stopLive = startLiveFeed({
      onRaces: (races) => {
        const own = racesOfSport(races, sport);
        if (other && own.length === 0) return;
        live.races = true;
        if (namesIn) return racesArrived(own);
        waiting = own;
        ownIds = new Set(own.map((race) => race.id));
      },
      onTallies: (tallies) => {
        if (other && !Object.keys(tallies).some((id) => ownIds.has(id))) return;
        live.tallies = true;
        dispatch({ type: 'talliesLoaded', tallies });
      },
      onTally: (tally) => dispatch({ type: 'tallyChanged', tally }),
    });
    return () => {
      abort.abort();
      clearTimeout(waitLimit);
      stopLive();
    };
  }, [sport]);

  useEffect(() => {
    if (readIn.current === language) return;
    readIn.current = language;
    const abort = new AbortController();
    // A new language: the same races, their names written in it; until then, the last ones.
    apiGet<Race[]>(inLanguage(sportPath('/api/races', sport), language), { signal: abort.signal })
      .then((races) => startTransition(() => dispatchNow({ type: 'namesLoaded', races })))
      .catch((error: unknown) => {
        if (!abort.signal.aborted) console.warn('race names failed to load', error);
      });
    return () => abort.abort();
  }, [language, sport]);

  const value = useMemo(() => ({ ...state, dispatch: dispatchNow, sport }), [state, sport]);
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
