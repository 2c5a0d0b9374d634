import { DEFAULT_SPORT, SPORTS, type Sport } from './sports';

/** The sport the chooser lists as Coming Soon until a site carries it. */
export const COMING_SOON_SPORT: Sport = 'motogp';

export interface SportChoice {
  sport: Sport;
  /** False: listed as Coming Soon and does nothing. */
  available: boolean;
}

/**
 * The menu's sports: Formula 1 first, then every sport the site carries in the table's
 * order, and MotoGP as Coming Soon while it is not carried. `carried` is null while the
 * list is unknown (not asked yet, offline, a server that does not answer it): then
 * Formula 1, which every site carries, and the Coming Soon MotoGP. The open sport is
 * carried whatever the list says, since its page is open.
 */
export function sportChoices(carried: readonly Sport[] | null, open: Sport): SportChoice[] {
  const has = new Set<Sport>([DEFAULT_SPORT, open, ...(carried ?? [])]);
  const choices: SportChoice[] = [];
  for (const sport of SPORTS) {
    if (has.has(sport)) choices.push({ sport, available: true });
    else if (sport === COMING_SOON_SPORT) choices.push({ sport, available: false });
  }
  return choices;
}
