import type { MessageId } from '../../../domain/i18n/messages/catalogue';
import { markOf, type WatchMark } from '../../../domain/my-races/my-races';
import { useT } from '../../i18n/language-store';
import { myRaces, useMyRaces } from './my-races-store';
import './shield.css';

const MARKS: readonly { mark: WatchMark; message: MessageId }[] = [
  { mark: 'watched', message: 'common.myRaces.watched' },
  { mark: 'to-watch', message: 'common.myRaces.toWatch' },
];

/**
 * "Watched" and "Still to watch" as two toggle buttons: pressing one sets it, pressing the
 * pressed one clears the mark. The mark stays on this device (docs/decisions/0124).
 */
export function WatchMarkControl({ raceId, raceName }: { raceId: string; raceName: string }) {
  const t = useT();
  const current = markOf(useMyRaces(), raceId);
  return (
    // biome-ignore lint/a11y/useSemanticElements: two toggle buttons named after their race, not a form's fieldset.
    <div
      role="group"
      aria-label={t('common.myRaces.label', { race: raceName })}
      className="watch-marks"
    >
      {MARKS.map(({ mark, message }) => (
        <button
          key={mark}
          type="button"
          className="watch-marks__button"
          aria-pressed={current === mark}
          onClick={() => myRaces.mark(raceId, current === mark ? null : mark)}
        >
          {t(message)}
        </button>
      ))}
    </div>
  );
}
