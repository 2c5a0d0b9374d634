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

/** A race id may hold any character; an element id may not hold spaces. */
const safeId = (raceId: string) => raceId.replace(/[^\w-]/g, (c) => `_${c.charCodeAt(0)}_`);

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

  if (items.length === 0) {
    return (
      <>
        <Announcement text={done ? t('catchup.markedWatched', { race: done.race }) : ''} />
        <p className="my-races__empty">{t('catchup.empty', { date: format.raceDate(since) })}</p>
      </>
    );
  }
  // Two hundred races share a handful of ways and lengths: each is worded once.
  const ways = new Map<string, string>();
  const wayOf = (item: CatchUpItem) => {
    const key = `${item.mode}|${item.minutes}`;
    let way = ways.get(key);
    if (way === undefined) {
      way = t('catchup.way', {
        way: t(watchModeNameMessage(item.mode)),
        duration: format.duration(item.minutes),
      });
      ways.set(key, way);
    }
    return way;
  };
  const label = t('catchup.markWatched');
  return (
    <>
      <Announcement text={done ? t('catchup.markedWatched', { race: done.race }) : ''} />
      <ol ref={listRef} className="catch-up-list" aria-labelledby={headingId}>
        {items.map((item, index) => {
          const nameId = `${idPrefix}-${safeId(item.race.id)}`;
          // Few elements a race: a list of 200 is built in one go on a slow phone.
          return (
            <li key={item.race.id} className="catch-up-list__item">
              <span id={nameId} className="catch-up-list__name">
                {item.race.name}
              </span>
              <span className="catch-up-list__meta">
                {`${format.raceDate(item.race.date)} · ${wayOf(item)}`}
              </span>
              <button
                type="button"
                className="catch-up-list__watched"
                aria-describedby={nameId}
                onClick={() => markWatched(item, index)}
              >
                {label}
              </button>
            </li>
          );
        })}
      </ol>
    </>
  );
}

/** Tells a screen reader what a tap did; the list itself says it by changing. */
function Announcement({ text }: { text: string }) {
  return (
    <p className="visually-hidden" role="status">
      {text}
    </p>
  );
}
