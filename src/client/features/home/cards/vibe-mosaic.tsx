import { type KeyboardEvent, useId, useState } from 'react';
import { NO_REASON_TAGS_TEXT } from '../../../../domain/site/copy';
import { parseBooleanFlag, tagRevealKey } from '../../../../domain/site/storage-keys';
import { describeTag, type TagChip } from '../../../../domain/voting/reason-tags';
import { readLocal, writeLocal } from '../../../shared/local-store';

export interface VibeMosaicProps {
  /** One stored reveal flag per tag group (the race). */
  groupId: string;
  chips: TagChip[];
}

function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/**
 * The race's vibe factors, covered until the fan asks: even a factor ('Red Flag') can
 * give a race away. Click, Enter or Space toggles; Escape covers them again.
 */
export function VibeMosaic({ groupId, chips }: VibeMosaicProps) {
  const storageKey = tagRevealKey(groupId);
  const [revealed, setRevealedState] = useState(() => parseBooleanFlag(readLocal(storageKey)));
  const tilesId = useId();

  if (chips.length === 0) return <p className="empty-text">{NO_REASON_TAGS_TEXT}</p>;

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
          {revealed ? 'Hide vibe factors' : 'Reveal vibe factors'}
        </span>
      </button>
      <ul id={tilesId} className="mosaic__tiles" hidden={!revealed}>
        {chips.map((chip) => (
          <li
            key={chip.id}
            className={chip.highlight ? 'mosaic__tile mosaic__tile--highlight' : 'mosaic__tile'}
            title={describeTag(chip.id).hoverText}
          >
            <span aria-hidden="true">{chip.emoji}</span> {chip.label}{' '}
            <span className="mosaic__share">{percent(chip.share)}</span>
            {chip.highlight ? <span className="visually-hidden"> (top factor)</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
