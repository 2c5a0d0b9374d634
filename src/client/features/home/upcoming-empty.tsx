import { webcalUrl } from '../../../domain/sharing/public-feeds';
import { useLanguage, useT } from '../../i18n/language-store';

/**
 * Between seasons nothing is upcoming until the next calendar is published. The fan's
 * calendar app keeps watch instead: webcal: subscribes, so the new races arrive there
 * by themselves.
 */
export function UpcomingEmpty() {
  const t = useT();
  const language = useLanguage();
  return (
    <>
      {t('home.upcomingEmpty')}{' '}
      <a className="button" href={webcalUrl(window.location.origin, undefined, language)}>
        {t('home.calendarSubscribe')}
      </a>
    </>
  );
}
