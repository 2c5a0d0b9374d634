import { DEFAULT_LANGUAGE } from '../../../domain/i18n/languages';
import { RATING_WINDOW_HOURS, racePhase } from '../../../domain/races/race-phase';
import { byDateAsc } from '../../../domain/races/season';
import { CALENDAR_FEED_PATH, webcalUrl } from '../../../domain/sharing/public-feeds';
import { withLanguage } from '../../../domain/sharing/share-preview';
import type { Sport } from '../../../domain/sports/sports';
import { DEFAULT_SPORT, sportName, sportPath } from '../../../domain/sports/sports';
import { useCarriedSports } from '../../data/carried-sports';
import { useOptionalRaceData } from '../../data/race-data';
import { formatRich } from '../../i18n/format-rich';
import { useLanguage, useT } from '../../i18n/language-store';
import { RaceTime } from '../../shared/race-time';

/**
 * Race starts and rating windows in the fan's own calendar app. webcal: makes the app
 * subscribe, so a race an operator moves updates there by itself.
 */
export function CalendarSubscribe() {
  const t = useT();
  // The calendar's entries read in the fan's language too; an English link stays as it was.
  const language = useLanguage();
  const asked = language === DEFAULT_LANGUAGE ? undefined : language;
  const races = useOptionalRaceData()?.races ?? [];
  // Every other sport the site carries has a calendar of its own (`?sport=`); a site of
  // the default sport alone shows its one plain subscription, the address its fans hold.
  const others = (useCarriedSports(true) ?? []).filter((sport) => sport !== DEFAULT_SPORT);
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
            { time: <RaceTime race={next} /> },
            { race: next.name },
          )}
        </p>
      ) : null}
      <p>
        {formatRich(t, 'pages.install.calendar.orCopy', {
          addToCalendar: (
            <a className="button" href={webcalUrl(window.location.origin, undefined, language)}>
              {t('pages.install.calendar.add')}
            </a>
          ),
          calendarAddress: (
            <a href={withLanguage(CALENDAR_FEED_PATH, asked)}>
              {t('pages.install.calendar.address')}
            </a>
          ),
        })}
      </p>
      {others.length > 0 ? (
        <ul className="calendar-sports">
          {others.map((sport) => (
            <SportCalendar key={sport} sport={sport} />
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** One other sport's subscription and address, each link naming the sport. */
function SportCalendar({ sport }: { sport: Sport }) {
  const t = useT();
  const language = useLanguage();
  const asked = language === DEFAULT_LANGUAGE ? undefined : language;
  const path = sportPath(CALENDAR_FEED_PATH, sport);
  const name = sportName(sport, language);
  return (
    <li>
      {formatRich(t, 'pages.install.calendar.orCopy', {
        addToCalendar: (
          <a className="button" href={webcalUrl(window.location.origin, path, language)}>
            {t('pages.install.calendar.addSport', { sport: name })}
          </a>
        ),
        calendarAddress: (
          <a href={withLanguage(path, asked)}>
            {t('pages.install.calendar.sportAddress', { sport: name })}
          </a>
        ),
      })}
    </li>
  );
}
