import { useMemo } from 'react';
import { hiddenVerdicts } from '../../../domain/my-races/hidden-verdicts';
import type { VerdictHidden } from '../../../domain/races/verdict-hidden';
import { useMyRaces } from './my-races-store';

/** Which races' verdicts this device's shield hides, for the lists that choose by verdict. */
export function useHiddenVerdicts(): VerdictHidden {
  const mine = useMyRaces();
  return useMemo(() => hiddenVerdicts(mine), [mine]);
}
