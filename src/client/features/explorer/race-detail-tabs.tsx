import { type KeyboardEvent, type TouchEvent, useId, useRef, useState } from 'react';
import { swipeDirection, tabAfterSwipe } from '../../../domain/site/swipe-gesture';
import type { Tally } from '../../../domain/types';
import { usePageSport } from '../../data/use-page-sport';
import { useT } from '../../i18n/language-store';
import { FactorBars, StarBars, WatchModeBars } from '../../shared/crowd-breakdown';

interface Props {
  tally: Tally;
  raceName: string;
}

const TAB_LABELS = ['explorer.tabs.ratingAndWatch', 'explorer.tabs.vibeFactors'] as const;

interface Point {
  x: number;
  y: number;
}

function firstPoint(list: TouchEvent['touches'] | undefined): Point | null {
  const touch = list?.[0];
  return touch ? { x: touch.clientX, y: touch.clientY } : null;
}

/**
 * Phone layout of a race's details as WAI-ARIA tabs; arrow keys activate as they move, as
 * both panels are already rendered. A horizontal swipe over the details switches tab too.
 */
export function RaceDetailTabs({ tally, raceName }: Props) {
  const t = useT();
  const sport = usePageSport();
  const [active, setActive] = useState(0);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const start = useRef<Point | null>(null);
  const last = useRef<Point | null>(null);

  const select = (index: number, focus: boolean) => {
    setActive(index);
    if (focus) tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const count = TAB_LABELS.length;
    const moves: Record<string, number> = {
      ArrowRight: (active + 1) % count,
      ArrowLeft: (active - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next, true);
  };

  const onTouchStart = (event: TouchEvent) => {
    start.current = firstPoint(event.touches);
    last.current = start.current;
  };
  const onTouchMove = (event: TouchEvent) => {
    last.current = firstPoint(event.touches) ?? last.current;
  };
  const onTouchEnd = (event: TouchEvent) => {
    // Some browsers report the lift-off point only in changedTouches, some not at all.
    const end = firstPoint(event.changedTouches) ?? last.current;
    const from = start.current;
    start.current = null;
    if (!from || !end) return;
    const direction = swipeDirection(end.x - from.x, end.y - from.y);
    setActive((current) => tabAfterSwipe(current, TAB_LABELS.length, direction));
  };

  const tabId = (i: number) => `${baseId}-tab-${i}`;
  const panelId = (i: number) => `${baseId}-panel-${i}`;

  return (
    <div
      className="race-detail-tabs"
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
    >
      <div
        role="tablist"
        aria-label={t('explorer.tabs.label', { race: raceName })}
        className="race-detail-tabs__list"
      >
        {TAB_LABELS.map((label, i) => (
          <button
            key={label}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabId(i)}
            aria-selected={i === active}
            aria-controls={panelId(i)}
            tabIndex={i === active ? 0 : -1}
            onClick={() => select(i, false)}
            onKeyDown={onKeyDown}
          >
            {t(label)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={panelId(0)}
        aria-labelledby={tabId(0)}
        hidden={active !== 0}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: a panel without focusable content takes focus itself.
        tabIndex={0}
      >
        <h3>{t('explorer.details.ratingBreakdown')}</h3>
        <StarBars tally={tally} />
        <h3>{t('explorer.details.bestWayToWatch')}</h3>
        <WatchModeBars tally={tally} />
      </div>
      <div
        role="tabpanel"
        id={panelId(1)}
        aria-labelledby={tabId(1)}
        hidden={active !== 1}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: a panel without focusable content takes focus itself.
        tabIndex={0}
      >
        <h3>{t('explorer.details.allVibeFactors')}</h3>
        <FactorBars tally={tally} sport={sport} />
      </div>
    </div>
  );
}
