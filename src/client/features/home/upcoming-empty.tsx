import { CALENDAR_FEED_PATH, webcalUrl } from '../../../domain/sharing/public-feeds';
import { sportPath } from '../../../domain/sports/sports';
import { usePageSport } from '../../data/use-page-sport';
import { useLanguage, useT } from '../../i18n/language-store';

/**
 * Between seasons nothing is upcoming until the next calendar is published. The fan's
 * calendar app keeps watch instead: webcal: subscribes, so the new races arrive there
 * by themselves. Each series' home subscribes to its own calendar (Formula 1's stays
 * the plain `calendar.ics`).
 */
export function UpcomingEmpty() {
  const t = useT();
  const language = useLanguage();
  const path = sportPath(CALENDAR_FEED_PATH, usePageSport());
  return (
    <>
      {t('home.upcomingEmpty')}{' '}
      <a className="button" href={webcalUrl(window.location.origin, path, language)}>
        {t('home.calendarSubscribe')}
      </a>
    </>
  );
}
