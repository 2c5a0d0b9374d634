import { formatDateTime } from '../../../domain/i18n/date-time-format';
import type { Language } from '../../../domain/i18n/languages';
import type { Translate } from '../../../domain/i18n/messages/catalogue';
import { sportRaceTitleOf } from '../../../domain/races/race-name-of';
import type { RaceLink } from '../../../domain/races/race-page';
import type { Race } from '../../../domain/types';
import { formatRaceDayIn, RACE_DAY } from '../../shared/race-time';
import type { RaceVoting } from './race-voting';

/** The season, then the name with its sport, as the server names it ('2021 Formula E · …'). */
export function raceTitle(
  race: Pick<RaceLink, 'season' | 'name' | 'sport' | 'names'>,
  t: Translate,
  language: Language,
): string {
  return t('racePage.heading', {
    season: String(race.season),
    race: sportRaceTitleOf(race, language),
  });
}

/** A moment of the voting window on the fan's clock: its day, and its time when it has one. */
export function formatVotingMoment(
  at: number,
  language: Language,
  withTime: boolean,
  timeZone?: string,
): string {
  return formatDateTime(at, language, { date: RACE_DAY, time: withTime }, { timeZone });
}

/** What the page says of a race's voting when the form is not there to say it. */
export function votingText(
  voting: Exclude<RaceVoting, { state: 'open' }>,
  race: Pick<Race, 'date' | 'startsAt'>,
  t: Translate,
  language: Language,
): string {
  switch (voting.state) {
    case 'cancelled':
      return t('racePage.voting.cancelled');
    case 'opens':
      // Without a start time voting opens with race day, as every page writes that day.
      return t('racePage.voting.opensOn', {
        date: voting.timed
          ? formatVotingMoment(voting.at, language, true)
          : formatRaceDayIn(language, race),
      });
    case 'closed':
      return voting.at === null
        ? t('racePage.voting.notOpen')
        : t('racePage.voting.closedOn', { date: formatVotingMoment(voting.at, language, false) });
  }
}
