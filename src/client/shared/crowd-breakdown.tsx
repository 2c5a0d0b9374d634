import type { ReactNode } from 'react';
import { intlLocale, type Language } from '../../domain/i18n/languages';
import type { Sport } from '../../domain/sports/sports';
import type { Tally } from '../../domain/types';
import { allTagsWithVotes, factorEmoji } from '../../domain/voting/reason-tags';
import { starBarPercent, starScaleMax } from '../../domain/voting/star-scale';
import { STAR_KEYS } from '../../domain/voting/tally';
import { reasonTagMessages, watchModeMessage } from '../../domain/voting/vocabulary-messages';
import { bestWatchMode, watchModeShares } from '../../domain/voting/watch-modes';
import { useLanguage, useT } from '../i18n/language-store';
import './crowd-breakdown.css';

// How the fans voted, as bars: the ways to watch, the stars and the vibe factors. The
// explorer's expanded row and a race's own page show the same three.

interface BarRow {
  key: string;
  label: ReactNode;
  /** The bar's length, 0..100. */
  percent: number;
  value: ReactNode;
  /** The row the crowd picked most: marked in colour and in words. */
  best?: boolean;
}

/** Rows of a name, a bar and a figure; the bar is drawing only, the figure says it. */
function BarList({ rows }: { rows: BarRow[] }) {
  return (
    <ul className="bar-list">
      {rows.map((row) => (
        <li
          key={row.key}
          className={row.best ? 'bar-list__row bar-list__row--best' : 'bar-list__row'}
        >
          <span className="bar-list__label">{row.label}</span>
          <span className="bar-list__track" aria-hidden="true">
            <span className="bar-list__fill" style={{ width: `${row.percent}%` }} />
          </span>
          <span className="bar-list__value">{row.value}</span>
        </li>
      ))}
    </ul>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="bar-list-empty">{children}</p>;
}

/** A head count in the fan's language ('1,234', '1.234'). */
function formatCount(count: number, language: Language): string {
  return new Intl.NumberFormat(intlLocale(language)).format(count);
}

/** A share of 0..1 as a whole percentage, rounded as the home page rounds it ('43%', '43 %'). */
function formatShare(share: number, language: Language): string {
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(Math.round(share * 100) / 100);
}

/** A figure and, muted, the other figure of the same row in brackets: '43% (12)'. */
function Figures({ main, aside }: { main: string; aside: string }) {
  return (
    <>
      {main} <span className="bar-list__aside">({aside})</span>
    </>
  );
}

/** Every way to watch with its share of the votes; the best one marked. */
export function WatchModeBars({ tally }: { tally: Tally }) {
  const t = useT();
  const language = useLanguage();
  if (tally.totalVotes === 0) return <Empty>{t('common.breakdown.noVotes')}</Empty>;
  const best = bestWatchMode(tally.viewModes);
  const rows = watchModeShares(tally).map(({ mode, count, share }) => ({
    key: mode,
    best: mode === best,
    label: (
      <>
        {t(watchModeMessage(mode))}
        {mode === best ? (
          <span className="visually-hidden"> {t('common.breakdown.best')}</span>
        ) : null}
      </>
    ),
    percent: share * 100,
    value: <Figures main={formatShare(share, language)} aside={formatCount(count, language)} />,
  }));
  return <BarList rows={rows} />;
}

/** How many fans gave each number of stars, five first. */
export function StarBars({ tally }: { tally: Tally }) {
  const t = useT();
  const language = useLanguage();
  if (tally.totalVotes === 0) return <Empty>{t('common.breakdown.noVotes')}</Empty>;
  const scale = starScaleMax(tally.starBuckets);
  const rows = [...STAR_KEYS].reverse().map((star) => {
    const count = tally.starBuckets[star];
    return {
      key: star,
      label: (
        <>
          <span aria-hidden="true">{star}★</span>
          <span className="visually-hidden">
            {t('common.breakdown.stars', { star: Number(star) })}
          </span>
        </>
      ),
      percent: starBarPercent(count, scale),
      // The figure alone on screen; read out with its word ('12 ratings').
      value: (
        <>
          <span aria-hidden="true">{formatCount(count, language)}</span>
          <span className="visually-hidden">{t('common.breakdown.ratings', { count })}</span>
        </>
      ),
    };
  });
  return <BarList rows={rows} />;
}

/** Every vibe factor fans picked, with its count and share; the top ones marked. */
export function FactorBars({ tally, sport }: { tally: Tally; sport: Sport }) {
  const t = useT();
  const language = useLanguage();
  const tags = allTagsWithVotes(tally);
  if (tags.length === 0) return <Empty>{t('common.breakdown.noFactors')}</Empty>;
  const rows = tags.map((tag) => {
    const messages = reasonTagMessages(tag.id);
    return {
      key: tag.id,
      best: tag.highlight,
      label: (
        <>
          <span aria-hidden="true">{factorEmoji(tag, sport)}</span>{' '}
          {/* A factor this build does not know keeps the name it came with. */}
          {messages ? t(messages.label) : tag.label}
          {tag.highlight ? (
            <span className="visually-hidden"> {t('common.breakdown.topFactor')}</span>
          ) : null}
        </>
      ),
      percent: tag.share * 100,
      value: (
        <Figures main={formatCount(tag.count, language)} aside={formatShare(tag.share, language)} />
      ),
    };
  });
  return <BarList rows={rows} />;
}
