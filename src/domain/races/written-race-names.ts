import type { Language } from '../i18n/languages';
import { RACE_NAME_WORDS } from '../i18n/race-name-catalogues';
import type { Race, RaceNames, VotingHeadingKind } from '../types';
import { localPlaceName, localRaceName, votingSectionHeading } from './localized-race-name';

// The server writes every race's names in the language a read asks for (docs/decisions/
// 0157): the words and the reader that writes them stay on the server, and a page shows
// what it is given (race-name-of.ts).

const HEADING_KINDS: Record<string, VotingHeadingKind> = {
  'home.card.votingSection': 'grandPrix',
  'home.card.votingSectionSprint': 'sprint',
  'home.card.votingSectionEvent': 'event',
};

/** A race's names in `language`, the archive's words included. */
export function writeRaceNames(race: Race, language: Language): RaceNames {
  const words = RACE_NAME_WORDS[language];
  const heading = votingSectionHeading(race, words);
  return {
    full: localRaceName(race, words, 'full'),
    short: localRaceName(race, words, 'short'),
    place: localPlaceName(race.location, words),
    voting: { kind: HEADING_KINDS[heading.message] ?? 'event', race: heading.race },
  };
}

/** The race as a read in `language` sends it: with its names written. */
export function withWrittenNames(race: Race, language: Language): Race {
  return { ...race, names: writeRaceNames(race, language) };
}

/** Each of `places` (circuits, towns) that `language` writes otherwise, by its stored name. */
export function placeNamesIn(
  places: readonly string[],
  language: Language,
): Record<string, string> {
  const words = RACE_NAME_WORDS[language];
  const written: Record<string, string> = {};
  for (const place of places) {
    const name = localPlaceName(place, words);
    if (name !== place) written[place] = name;
  }
  return written;
}
