import { useId } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../domain/constants';
import { useT } from '../../i18n/language-store';
import { bellNoteText } from './bell-messages';
import type { PushPlatform } from './push-platform';
import { usePushAlerts } from './use-push-alerts';
import './notification-bell.css';

/**
 * The install guide's words: 'tap the bell, choose Allow; tap again to change it'. The bell lives in
 * the site header, so it never covers the page (decision 0044). Nothing is asked on page
 * load: permission is requested only after a tap.
 */
export function NotificationBell({ platform }: { platform?: PushPlatform }) {
  const t = useT();
  const bell = usePushAlerts(platform);
  const noteId = useId();
  const on = bell.status === 'on';
  const stateWord = bell.busy ? '…' : t(on ? 'common.bell.on' : 'common.bell.off');

  return (
    <div className="notification-bell">
      <div role="status" id={noteId} className="notification-bell__note">
        {bell.note && (
          <>
            <p>{bellNoteText(bell.note, t)}</p>
            {bell.reason === 'ios-install' && (
              <Link to="/install">{t('common.bell.installLink', { product: PRODUCT_NAME })}</Link>
            )}
            <button type="button" className="notification-bell__close" onClick={bell.dismiss}>
              {t('common.close')}
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
        <BellIcon on={on} />
        <span className="notification-bell__label">{t('common.bell.label')}</span>
        <span className="notification-bell__state" aria-hidden="true">
          {stateWord}
        </span>
      </button>
      {on && (
        <label className="notification-bell__sprints">
          <input
            type="checkbox"
            checked={bell.sprints}
            onChange={(e) => void bell.setSprints(e.target.checked)}
          />
          {t('common.bell.sprints')}
        </label>
      )}
    </div>
  );
}

/** Drawn, not an emoji: it reads the same on systems without an emoji font. */
function BellIcon({ on }: { on: boolean }) {
  return (
    <svg className="notification-bell__icon" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6Zm-2 15a2 2 0 0 0 4 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      {!on && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" />}
    </svg>
  );
}
