import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ToWatchItem } from '../../../domain/my-races/to-watch-list';
import { raceNameOf } from '../../../domain/races/race-name-of';
import { sharePath } from '../../../domain/sharing/share-paths';
import { DEFAULT_SPORT, sportName } from '../../../domain/sports/sports';
import { watchModeNameMessage } from '../../../domain/voting/vocabulary-messages';
import { useLanguage, useT } from '../../i18n/language-store';
import { myRaces } from '../../shared/my-races/my-races-store';
import { formatRaceDayIn } from '../../shared/race-time';
import type { MyRacesFormat } from './my-races-format';

export interface ToWatchListProps {
  items: readonly ToWatchItem[];
  since: string;
  format: MyRacesFormat;
  /** Where focus goes when the last race leaves the list. */
  headingId: string;
  /** A list of every series the fan follows names each race's series. */
  namesSeries?: boolean;
}

/** A race id may hold any character; an element id may not hold spaces. */
const safeId = (raceId: string) => raceId.replace(/[^\w-]/g, (c) => `_${c.charCodeAt(0)}_`);

/**
 * The races still to watch, best first, each with the crowd's way to watch it and how
 * long that takes. No stars, score or rating words ever: the order is the only verdict.
 */
export function ToWatchList({
  items,
  since,
  format,
  headingId,
  namesSeries = false,
}: ToWatchListProps) {
  const t = useT();
  const language = useLanguage();
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

  const markWatched = (item: ToWatchItem, index: number) => {
    myRaces.mark(item.race.id, 'watched');
    setDone({ race: raceNameOf(item.race), index });
  };

  if (items.length === 0) {
    return (
      <>
        <Announcement text={done ? t('myRaces.markedWatched', { race: done.race }) : ''} />
        <p className="my-races__empty">{t('myRaces.empty', { date: format.raceDate(since) })}</p>
      </>
    );
  }
  // Two hundred races share a handful of ways and lengths: each is worded once.
  const ways = new Map<string, string>();
  const wayOf = (item: ToWatchItem) => {
    const key = `${item.wayHidden ? 'hidden' : item.modeFromCrowd ? item.mode : ''}|${item.minutes}`;
    let way = ways.get(key);
    if (way === undefined) {
      const duration = format.duration(item.minutes);
      // Nobody chose a way to watch it, or the fan's shield hides it: the length is a Full
      // Race's, never a recommendation.
      way = item.wayHidden
        ? t('myRaces.hiddenWay', { duration })
        : item.modeFromCrowd
          ? t('myRaces.way', { way: t(watchModeNameMessage(item.mode)), duration })
          : t('myRaces.noVerdictWay', { duration });
      ways.set(key, way);
    }
    return way;
  };
  const label = t('myRaces.markWatched');
  return (
    <>
      <Announcement text={done ? t('myRaces.markedWatched', { race: done.race }) : ''} />
      <ol ref={listRef} className="to-watch-list" aria-labelledby={headingId}>
        {items.map((item, index) => {
          const nameId = `${idPrefix}-${safeId(item.race.id)}`;
          // Few elements a race: a list of 200 is built in one go on a slow phone.
          return (
            <li key={item.race.id} className="to-watch-list__item">
              <span id={nameId} className="to-watch-list__name">
                {/* The series is said once, before the name, which never repeats it. */}
                <Link to={sharePath(item.race.id)}>
                  {namesSeries ? (
                    <>
                      <span className="to-watch-list__series">
                        {sportName(item.race.sport ?? DEFAULT_SPORT, language)}
                      </span>{' '}
                    </>
                  ) : null}
                  {raceNameOf(item.race)}
                </Link>
              </span>
              <span className="to-watch-list__meta">
                {`${formatRaceDayIn(language, item.race)} · ${wayOf(item)}`}
              </span>
              <button
                type="button"
                className="to-watch-list__watched"
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
