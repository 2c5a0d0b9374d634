import { useEffect, useId, useRef, useState } from 'react';
import type { CatchUpItem } from '../../../domain/my-races/catch-up';
import { watchModeNameMessage } from '../../../domain/voting/vocabulary-messages';
import { useT } from '../../i18n/language-store';
import { myRaces } from '../../shared/my-races-store';
import type { MyRacesFormat } from './my-races-format';

export interface CatchUpListProps {
  items: readonly CatchUpItem[];
  since: string;
  format: MyRacesFormat;
  /** Where focus goes when the last race leaves the list. */
  headingId: string;
}

/**
 * The races still to watch, best first, each with the crowd's way to watch it and how
 * long that takes. No stars, score or rating words ever: the order is the only verdict.
 */
export function CatchUpList({ items, since, format, headingId }: CatchUpListProps) {
  const t = useT();
  const idPrefix = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const [done, setDone] = useState<{ race: string; index: number } | null>(null);

  // The marked race leaves at once; focus moves to the race that took its place, so a
  // keyboard fan keeps their place in the list.
  useEffect(() => {
    if (!done) return;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button');
    const next = buttons?.[Math.min(done.index, buttons.length - 1)];
    (next ?? document.getElementById(headingId))?.focus();
  }, [done, headingId]);

  const markWatched = (item: CatchUpItem, index: number) => {
    myRaces.mark(item.race.id, 'watched');
    setDone({ race: item.race.name, index });
  };

  return (
    <>
      <p className="visually-hidden" role="status">
        {done ? t('catchup.markedWatched', { race: done.race }) : ''}
      </p>
      {items.length === 0 ? (
        <p className="my-races__empty">{t('catchup.empty', { date: format.raceDate(since) })}</p>
      ) : (
        <ol ref={listRef} className="catch-up-list">
          {items.map((item, index) => {
            // A race id may hold any character; the index is always a valid id.
            const nameId = `${idPrefix}-${index}`;
            return (
              <li key={item.race.id} className="catch-up-list__item">
                <span id={nameId} className="catch-up-list__name">
                  {item.race.name}
                </span>
                <time className="catch-up-list__date" dateTime={item.race.date}>
                  {format.raceDate(item.race.date)}
                </time>
                <span className="catch-up-list__way">
                  {t('catchup.way', {
                    way: t(watchModeNameMessage(item.mode)),
                    duration: format.duration(item.minutes),
                  })}
                </span>
                <button
                  type="button"
                  className="catch-up-list__watched"
                  aria-describedby={nameId}
                  onClick={() => markWatched(item, index)}
                >
                  {t('catchup.markWatched')}
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}
