import { useId } from 'react';
import { Link } from 'react-router';
import { BELL_LABEL } from './bell-messages';
import type { PushPlatform } from './push-platform';
import { usePushAlerts } from './use-push-alerts';
import './notification-bell.css';

/**
 * SPEC §2 Install: 'tap the bell at the bottom, choose Allow; tap again to change it'.
 * Nothing is asked on page load: permission is requested only after a tap.
 */
export function NotificationBell({ platform }: { platform?: PushPlatform }) {
  const bell = usePushAlerts(platform);
  const noteId = useId();
  const on = bell.status === 'on';
  const stateWord = bell.busy ? '…' : on ? 'On' : 'Off';

  return (
    <div className="notification-bell">
      <div role="status" id={noteId} className="notification-bell__note">
        {bell.note && (
          <>
            <p>{bell.note}</p>
            {bell.reason === 'ios-install' && (
              <Link to="/install">How to add GP Vibes to your Home Screen</Link>
            )}
            <button type="button" className="notification-bell__close" onClick={bell.dismiss}>
              Close
            </button>
          </>
        )}
      </div>
      <button
        type="button"
        className="notification-bell__button"
        aria-pressed={on}
        aria-busy={bell.busy}
        aria-describedby={bell.note ? noteId : undefined}
        onClick={() => void bell.toggle()}
      >
        <span aria-hidden="true">{on ? '🔔' : '🔕'}</span>
        <span>{BELL_LABEL}</span>
        <span className="notification-bell__state" aria-hidden="true">
          {stateWord}
        </span>
      </button>
    </div>
  );
}
