import { RATING_WINDOW_HOURS } from '../../../domain/constants';
import { racePhase } from '../../../domain/races/race-phase';
import { byDateAsc } from '../../../domain/races/season';
import { CALENDAR_FEED_PATH, webcalUrl } from '../../../domain/sharing/public-feeds';
import { useOptionalRaceData } from '../../data/race-data';
import { formatRich } from '../../i18n/format-rich';
import { useT } from '../../i18n/language-store';
import { RaceTime } from '../../shared/race-time';

/**
 * Race starts and rating windows in the fan's own calendar app. webcal: makes the app
 * subscribe, so a race an operator moves updates there by itself.
 */
export function CalendarSubscribe() {
  const t = useT();
  const races = useOptionalRaceData()?.races ?? [];
  const now = Date.now();
  const next = races.filter((race) => racePhase(race, now) === 'upcoming').sort(byDateAsc)[0];
  return (
    <>
      <h2>{t('pages.install.calendar.step3')}</h2>
      <p>{t('pages.install.calendar.text', { hours: RATING_WINDOW_HOURS })}</p>
      {next?.startsAt ? (
        <p>
          {formatRich(
            t,
            'pages.install.calendar.next',
            { time: <RaceTime race={next} dateText={next.date} /> },
            { race: next.name },
          )}
        </p>
      ) : null}
      <p>
        {formatRich(t, 'pages.install.calendar.orCopy', {
          addToCalendar: (
            <a className="button" href={webcalUrl(window.location.origin)}>
              {t('pages.install.calendar.add')}
            </a>
          ),
          calendarAddress: <a href={CALENDAR_FEED_PATH}>{t('pages.install.calendar.address')}</a>,
        })}
      </p>
    </>
  );
}
