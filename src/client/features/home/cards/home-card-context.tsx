import { createContext, type ReactNode, useContext } from 'react';
import type { Race, Tally } from '../../../../domain/types';

/** What every card on the home page reads besides its race. */
export interface HomeCardContextValue {
  tallyOf: (race: Race) => Tally;
  talliesLoaded: boolean;
  now: number;
  /** Anchor of the card a URL hash asked for, while it is highlighted. */
  highlighted: string | null;
  /** Past cards start compact (stored flag). */
  compactDefault: boolean;
  renderVoteForm?: (race: Race) => ReactNode;
}

const HomeCardContext = createContext<HomeCardContextValue | null>(null);

export const HomeCardProvider = HomeCardContext.Provider;

export function useHomeCards(): HomeCardContextValue {
  const value = useContext(HomeCardContext);
  if (!value) throw new Error('useHomeCards must be used inside HomeCardProvider');
  return value;
}
