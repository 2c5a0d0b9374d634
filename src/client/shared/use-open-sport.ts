import { useLocation } from 'react-router';
import type { Sport } from '../../domain/sports/sports';
import { sportOfPath } from '../../domain/sports/sports';

/** The sport the address is open at: the address carries it, so reloads and links keep it. */
export function useOpenSport(): Sport {
  return sportOfPath(useLocation().pathname).sport;
}
