import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../domain/constants';
import { sportRoutePath } from '../../../domain/site/routes';
import type { Sport } from '../../../domain/sports/sports';
import { DEFAULT_SPORT, sportName } from '../../../domain/sports/sports';
import { wordsReady } from '../../i18n/choose-language';
import { activeCatalogue, useLanguage, useT } from '../../i18n/language-store';
import { bellNoteText, noteWordsLoaded } from './bell-messages';
import type { PushPlatform } from './push-platform';
import { usePushAlerts } from './use-push-alerts';
import './notification-bell.css';

/**
 * The install guide's words: 'tap the bell, choose Allow; tap again to change it'. The bell lives in
 * the site header, so it never covers the page (decision 0044). Nothing is asked on page
 * load: permission is requested only after a tap.
 */
export function NotificationBell({
  platform,
  sport = DEFAULT_SPORT,
}: {
  platform?: PushPlatform;
  /** The open page's sport: alerts turned on here follow it. */
  sport?: Sport;
}) {
  const t = useT();
  const language = useLanguage();
  const bell = usePushAlerts(platform, sport);
  const noteId = useId();
  const on = bell.status === 'on';
  // The open sport's own switch, once alerts are on: on another sport's page always, on
  // Formula 1's only for a fan whose alerts follow more than Formula 1.
  const following = bell.sports.includes(sport);
  const showSportSwitch = on && (sport !== DEFAULT_SPORT || bell.sports.some((s) => s !== sport));
  const stateWord = bell.busy ? '…' : t(on ? 'common.bell.on' : 'common.bell.off');
  // The notes' words are fetched on the first tap (no note comes before one); a note shows
  // once they are in, in the language of the moment.
  useEffect(() => {
    if (bell.note) loadNoteWords();
  }, [bell.note]);
  const note = bell.note && noteWordsLoaded(bell.note, activeCatalogue()) ? bell.note : null;

  return (
    <div className="notification-bell">
      <div role="status" id={noteId} className="notification-bell__note">
        {note && (
          <>
            <p>{bellNoteText(note, t)}</p>
            {bell.reason === 'ios-install' && (
              <Link to={sportRoutePath(sport, 'install')}>
                {t('common.bell.installLink', { product: PRODUCT_NAME })}
              </Link>
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
        aria-describedby={note ? noteId : undefined}
        onClick={() => {
          loadNoteWords();
          void bell.toggle();
        }}
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
      {showSportSwitch && (
        <label className="notification-bell__sprints">
          <input
            type="checkbox"
            checked={following}
            // The last sport stays: the bell itself turns every alert off.
            disabled={following && bell.sports.length === 1}
            onChange={(e) => void bell.setSportAlerts(sport, e.target.checked)}
          />
          {t('common.bell.sport', { sport: sportName(sport, language) })}
        </label>
      )}
    </div>
  );
}

/** Asks for the notes' words; one that cannot arrive leaves its note unsaid, as offline. */
function loadNoteWords() {
  wordsReady('bellNotes').catch(() => {});
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
