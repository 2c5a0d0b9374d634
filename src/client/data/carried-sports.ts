import { useEffect, useState } from 'react';
import type { Sport } from '../../domain/sports/sports';
import { isSport } from '../../domain/sports/sports';
import { apiGet } from './api-client';

export const SPORTS_PATH = '/api/sports';

/** One read per page: which sports the site carries changes only when an operator imports. */
let carried: Promise<Sport[]> | null = null;

/** The sports the site carries, read the first time the chooser opens; a failure asks again next time. */
export function loadCarriedSports(): Promise<Sport[]> {
  carried ??= apiGet<{ sports?: unknown }>(SPORTS_PATH).then(
    (body) => (Array.isArray(body.sports) ? body.sports.filter(isSport) : []),
    (error: unknown) => {
      carried = null;
      throw error;
    },
  );
  return carried;
}

/** For tests: forget the last read. */
export function forgetCarriedSports(): void {
  carried = null;
}

/** The carried sports once `wanted`; null while unknown or when the read failed. */
export function useCarriedSports(wanted: boolean): Sport[] | null {
  const [sports, setSports] = useState<Sport[] | null>(null);
  useEffect(() => {
    if (!wanted || sports) return;
    let live = true;
    loadCarriedSports().then(
      (list) => live && setSports(list),
      () => undefined, // Unknown: the chooser lists its default choices (sportChoices).
    );
    return () => {
      live = false;
    };
  }, [wanted, sports]);
  return sports;
}
