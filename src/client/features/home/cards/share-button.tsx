import { raceNameOf } from '../../../../domain/races/race-name-of';
import type { Race } from '../../../../domain/types';
import { useT } from '../../../i18n/language-store';
import { useShareRace } from '../use-share-race';

export function ShareButton({ race }: { race: Race }) {
  const t = useT();
  const { share, copied } = useShareRace(race);
  return (
    <div className="share">
      <button
        type="button"
        className="share__button"
        aria-label={t('home.card.share', { race: raceNameOf(race) })}
        onClick={() => void share()}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M18 16a3 3 0 0 0-2.4 1.2l-6.7-3.4a3 3 0 0 0 0-1.6l6.7-3.4A3 3 0 1 0 15 7l-6.7 3.4a3 3 0 1 0 0 3.2L15 17a3 3 0 1 0 3-1Z"
          />
        </svg>
      </button>
      <span className="share__toast" role="status">
        {copied ? t('home.card.linkCopied') : ''}
      </span>
    </div>
  );
}
