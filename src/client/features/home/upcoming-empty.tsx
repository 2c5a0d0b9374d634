import { webcalUrl } from '../../../domain/sharing/public-feeds';
import { CALENDAR_SUBSCRIBE_TEXT, UPCOMING_EMPTY_TEXT } from '../../../domain/site/copy';

/**
 * Between seasons nothing is upcoming until the next calendar is published. The fan's
 * calendar app keeps watch instead: webcal: subscribes, so the new races arrive there
 * by themselves.
 */
export function UpcomingEmpty() {
  return (
    <>
      {UPCOMING_EMPTY_TEXT}{' '}
      <a className="button" href={webcalUrl(window.location.origin)}>
        {CALENDAR_SUBSCRIBE_TEXT}
      </a>
    </>
  );
}
