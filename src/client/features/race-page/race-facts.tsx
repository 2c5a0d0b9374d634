import { fanRaceDay } from '../../../domain/races/race-day';
import { racePlaceOf } from '../../../domain/races/race-name-of';
import { sportName } from '../../../domain/sports/sports';
import type { Race } from '../../../domain/types';
import { useLanguage, useT } from '../../i18n/language-store';
import { CountryFlag } from '../../shared/country-flag';
import { formatRaceDayIn, RaceTime } from '../../shared/race-time';

/** The race's series, season and round, its day and start on the fan's clock, and its place. */
export function RaceFacts({ race }: { race: Race }) {
  const t = useT();
  const language = useLanguage();
  return (
    <dl className="race-page__facts">
      <div>
        <dt>{t('racePage.facts.series')}</dt>
        <dd>{sportName(race.sport, language)}</dd>
      </div>
      <div>
        <dt>{t('racePage.facts.season')}</dt>
        <dd>
          {t('racePage.facts.seasonRound', { season: String(race.season), round: race.round })}
        </dd>
      </div>
      <div>
        <dt>{t('racePage.facts.date')}</dt>
        <dd>
          <time dateTime={fanRaceDay(race)}>
            {formatRaceDayIn(language, race, { weekday: true })}
          </time>
        </dd>
      </div>
      {race.startsAt ? (
        <div>
          <dt>{t('racePage.facts.start')}</dt>
          <dd>
            <RaceTime race={race} />
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{t('racePage.facts.location')}</dt>
        <dd className="race-page__place">
          <CountryFlag flag={race.countryFlag} /> {racePlaceOf(race)}
        </dd>
      </div>
    </dl>
  );
}
