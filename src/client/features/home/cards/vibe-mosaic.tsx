import { type KeyboardEvent, useId, useState } from 'react';
import { parseBooleanFlag, tagRevealKey } from '../../../../domain/site/storage-keys';
import type { TagChip } from '../../../../domain/voting/reason-tags';
import { factorEmoji } from '../../../../domain/voting/reason-tags';
import { usePageSport } from '../../../data/use-page-sport';
import { useT } from '../../../i18n/language-store';
import { readLocal, writeLocal } from '../../../shared/local-store';
import { useHomeFormat } from '../home-format';
import { useFactorText } from './factor-text';

export interface VibeMosaicProps {
  /** One stored reveal flag per tag group (the race). */
  groupId: string;
  chips: TagChip[];
}

/**
 * The race's vibe factors, covered until the fan asks: even a factor ('Red Flag') can
 * give a race away. Click, Enter or Space toggles; Escape covers them again.
 */
export function VibeMosaic({ groupId, chips }: VibeMosaicProps) {
  const t = useT();
  const format = useHomeFormat();
  const factor = useFactorText();
  const sport = usePageSport();
  const storageKey = tagRevealKey(groupId);
  const [revealed, setRevealedState] = useState(() => parseBooleanFlag(readLocal(storageKey)));
  const tilesId = useId();

  if (chips.length === 0) return <p className="empty-text">{t('home.mosaic.empty')}</p>;

  const setRevealed = (next: boolean) => {
    writeLocal(storageKey, String(next));
    setRevealedState(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !revealed) return;
    event.stopPropagation();
    setRevealed(false);
  };

  return (
    <div className="mosaic">
      <button
        type="button"
        className={revealed ? 'mosaic__toggle' : 'mosaic__toggle mosaic__toggle--covered'}
        aria-expanded={revealed}
        aria-controls={tilesId}
        onClick={() => setRevealed(!revealed)}
        onKeyDown={onKeyDown}
      >
        {revealed ? null : (
          <span className="mosaic__covers" aria-hidden="true">
            {chips.map((chip) => (
              <span key={chip.id} className="mosaic__cover" />
            ))}
          </span>
        )}
        <span className="mosaic__toggle-text">
          {t(revealed ? 'home.mosaic.hide' : 'home.mosaic.reveal')}
        </span>
      </button>
      <ul id={tilesId} className="mosaic__tiles" hidden={!revealed}>
        {chips.map((chip) => (
          <li
            key={chip.id}
            className={chip.highlight ? 'mosaic__tile mosaic__tile--highlight' : 'mosaic__tile'}
            title={factor.hint(chip.id)}
          >
            <span aria-hidden="true">{factorEmoji(chip, sport)}</span> {factor.label(chip.id)}{' '}
            <span className="mosaic__share">{format.percent(chip.share)}</span>
            {chip.highlight ? (
              <span className="visually-hidden"> {t('home.mosaic.topFactor')}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
