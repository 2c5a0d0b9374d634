import { DEFAULT_LANGUAGE } from '../../../domain/i18n/languages';
import { raceNameOf } from '../../../domain/races/race-name-of';
import { RATING_WINDOW_HOURS, racePhase } from '../../../domain/races/race-phase';
import { byDateAsc } from '../../../domain/races/season';
import { CALENDAR_FEED_PATH, webcalUrl } from '../../../domain/sharing/public-feeds';
import { withLanguage } from '../../../domain/sharing/share-paths';
import type { Sport } from '../../../domain/sports/sports';
import { DEFAULT_SPORT, sportName, sportPath } from '../../../domain/sports/sports';
import { useCarriedSports } from '../../data/carried-sports';
import { useOptionalRaceData } from '../../data/race-data';
import { formatRich } from '../../i18n/format-rich';
import { useLanguage, useT } from '../../i18n/language-store';
import { RaceTime } from '../../shared/race-time';

/**
 * Race starts and rating windows in the fan's own calendar app. webcal: makes the app
 * subscribe, so a race an operator moves updates there by itself. The page's series comes
 * first, the one whose next race it names ('/motogp/install' MotoGP's, decision 0150).
 */
export function CalendarSubscribe() {
  const t = useT();
  const data = useOptionalRaceData();
  const races = data?.races ?? [];
  const sport = data?.sport ?? DEFAULT_SPORT;
  // Every other sport the site carries has a calendar of its own (`?sport=`); a site of
  // the page's sport alone shows its one subscription.
  const others = (useCarriedSports(true) ?? []).filter((other) => other !== sport);
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
            { race: raceNameOf(next) },
          )}
        </p>
      ) : null}
      <p>
        {/* Formula 1's plain words and address on its page, as its fans have always had them. */}
        <SportCalendar sport={sport} named={sport !== DEFAULT_SPORT} />
      </p>
      {others.length > 0 ? (
        <ul className="calendar-sports">
          {others.map((other) => (
            <li key={other}>
              <SportCalendar sport={other} named />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** One sport's subscription and address; `named`, each link names the sport. */
function SportCalendar({ sport, named }: { sport: Sport; named: boolean }) {
  const t = useT();
  // The calendar's entries read in the fan's language too; an English link stays as it was.
  const language = useLanguage();
  const asked = language === DEFAULT_LANGUAGE ? undefined : language;
  const path = sportPath(CALENDAR_FEED_PATH, sport);
  const name = sportName(sport, language);
  return (
    <>
      {formatRich(t, 'pages.install.calendar.orCopy', {
        addToCalendar: (
          <a className="button" href={webcalUrl(window.location.origin, path, language)}>
            {named
              ? t('pages.install.calendar.addSport', { sport: name })
              : t('pages.install.calendar.add')}
          </a>
        ),
        calendarAddress: (
          <a href={withLanguage(path, asked)}>
            {named
              ? t('pages.install.calendar.sportAddress', { sport: name })
              : t('pages.install.calendar.address')}
          </a>
        ),
      })}
    </>
  );
}
