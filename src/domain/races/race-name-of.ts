import type { Language } from '../i18n/languages';
import type { MessageId } from '../i18n/messages/catalogue';
import { DEFAULT_SPORT, type Sport, sportName } from '../sports/sports';
import type { Race, RaceNames, VotingHeadingKind } from '../types';

// What a page shows of a race's name: the names the server wrote in the page's language
// (written-race-names.ts, docs/decisions/0157). A race read without them (a race the live
// feed added since the page's read) shows its stored English name until the next read.

/** A race's full name ('Gran Premio de Hungría') or the short one lists use ('GP de Hungría'). */
export type RaceNameForm = 'full' | 'short';

/** A race as far as its names go. */
export type RaceWithNames = Pick<Race, 'name'> & { sport?: Sport; names?: RaceNames };

/** Between a series' name and a race's: 'Formule E · E-Prix de Djeddah'. */
export const SPORT_NAME_SEPARATOR = ' · ';

/** The race's name in the page's language, without its series. */
export function raceNameOf(race: RaceWithNames, form: RaceNameForm = 'full'): string {
  return race.names?.[form] ?? race.name;
}

/** The race's circuit or town in the page's language. */
export function racePlaceOf(race: Pick<Race, 'location' | 'names'>): string {
  return race.names?.place ?? race.location;
}

/**
 * The race's name with its series' name in front where the name alone would not say it:
 * on pages of every series. Formula 1, the site's first series, goes without
 * ('Las Vegas GP', 'MotoGP · GP de España').
 */
export function sportRaceTitleOf(
  race: RaceWithNames,
  language: Language,
  form: RaceNameForm = 'full',
): string {
  const name = raceNameOf(race, form);
  const sport = race.sport ?? DEFAULT_SPORT;
  if (sport === DEFAULT_SPORT) return name;
  return `${sportName(sport, language)}${SPORT_NAME_SEPARATOR}${name}`;
}

const HEADING_MESSAGES: Record<VotingHeadingKind, MessageId> = {
  grandPrix: 'home.card.votingSection',
  sprint: 'home.card.votingSectionSprint',
  event: 'home.card.votingSectionEvent',
};

/** The heading of a race's voting section as a message and the race as written in it. */
export function votingHeadingOf(race: RaceWithNames): { message: MessageId; race: string } {
  const voting = race.names?.voting ?? { kind: 'event', race: race.name.toUpperCase() };
  return { message: HEADING_MESSAGES[voting.kind], race: voting.race };
}
