import type { Language } from '../i18n/languages';
import { RACE_NAME_WORDS } from '../i18n/race-name-catalogues';
import { localPlaceName, type NamedRace, sportRaceTitle } from './localized-race-name';

// Outside the site (previews, embeds, alerts, calendar and feed entries) a race must say
// which sport it is, in the reader's language: 'Las Vegas GP', 'MotoGP · GP de España',
// 'Formule E · E-Prix de Djeddah'. The server writes in every reader's language, so it
// reads every language's words here (as it does for the names it sends pages, written-race-
// names.ts).

/** A race's short name that names its sport: 'MotoGP · Spanish GP', 'Formule E · E-Prix de Djeddah, course 1'. */
export function sportRaceName(race: NamedRace, language: Language): string {
  return sportRaceTitle(race, RACE_NAME_WORDS[language], 'short');
}

/** A race's full name that names its sport: 'MotoGP · Spanish Grand Prix', 'Großer Preis von Ungarn'. */
export function sportRaceFullName(race: NamedRace, language: Language): string {
  return sportRaceTitle(race, RACE_NAME_WORDS[language], 'full');
}

/** A race's circuit or town in the reader's language ('Ciudad de México', '鈴鹿'). */
export function placeNameIn(place: string, language: Language): string {
  return localPlaceName(place, RACE_NAME_WORDS[language]);
}
