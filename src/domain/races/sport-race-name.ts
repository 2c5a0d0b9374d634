import type { Language } from '../i18n/languages';
import type { Sport } from '../sports/sports';
import { DEFAULT_SPORT, SPORT_INFO, sportName } from '../sports/sports';
import type { Race } from '../types';
import { shortRaceName } from './race-names';

// Outside the site (previews, embeds, alerts, calendar and feed entries) a race must say
// which sport it is. Formula 1's names stay as they are; every other sport's names lead
// with the series already ('MotoGP Qatar GP'), except Formula E's ('Jeddah E-Prix'),
// which then get the sport's name in the reader's language in front.

/** The separator between a sport's name and a race's name that lacks it. */
export const SPORT_NAME_SEPARATOR = ' · ';

/** A race's short name that names its sport: 'MotoGP Qatar GP', 'Formule E · Jeddah E-Prix, Race 1'. */
export function sportRaceName(
  race: Pick<Race, 'name'> & { sport?: Sport },
  language: Language,
): string {
  return withSport(shortRaceName(race.name), race.sport ?? DEFAULT_SPORT, language);
}

/** Any form of a race's name, with its sport's name in front where it lacks it. */
export function withSport(name: string, sport: Sport, language: Language): string {
  if (sport === DEFAULT_SPORT || name.startsWith(`${SPORT_INFO[sport].shortName} `)) return name;
  return `${sportName(sport, language)}${SPORT_NAME_SEPARATOR}${name}`;
}
