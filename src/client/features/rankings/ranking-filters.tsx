import { type ReactNode, useId, useState } from 'react';
import type { RankingChoices } from '../../../domain/rankings/ranking-filters';
import type { RankingFilters } from '../../../domain/rankings/ranking-query';
import { BREAKPOINT_CARDS_PX } from '../../../domain/site/screen-rules';
import { SPORTS, sportName } from '../../../domain/sports/sports';
import { WATCH_MODES } from '../../../domain/types';
import { REASON_TAG_IDS } from '../../../domain/voting/reason-tags';
import { reasonTagMessages, watchModeMessage } from '../../../domain/voting/vocabulary-messages';
import { useLanguage, useT } from '../../i18n/language-store';
import { decadeText } from './ranking-heading';

/** The value of a select's "every …" choice. */
const EVERY = '';

interface SelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}

function FilterSelect({ label, value, onChange, children }: SelectProps) {
  const id = useId();
  return (
    <div className="ranking-filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}

/** The choices offered, with the chosen one kept even when the list no longer has it. */
function withChosen<T>(choices: readonly T[], chosen: T | null): T[] {
  return chosen === null || choices.includes(chosen) ? [...choices] : [chosen, ...choices];
}

/**
 * Whether the filters start open: on a wider screen, or when one narrows the list already. On
 * a phone they start folded, so the ranked races are on the first screen.
 */
function opensUnfolded(narrowing: number): boolean {
  if (narrowing > 0 || typeof window.matchMedia !== 'function') return true;
  return window.matchMedia(`(min-width: ${BREAKPOINT_CARDS_PX + 1}px)`).matches;
}

interface Props {
  filters: RankingFilters;
  /** How many filters narrow the list: the folded filters say so. */
  narrowing: number;
  choices: RankingChoices;
  /** A filter changed: the list opens again on its first page. */
  onChange: (filters: RankingFilters) => void;
  clear: ReactNode;
}

/** The filters a fan narrows the ranking with; each choice opens the list it names at once. */
export function RankingFiltersForm({ filters, narrowing, choices, onChange, clear }: Props) {
  const t = useT();
  const language = useLanguage();
  const [open, setOpen] = useState(() => opensUnfolded(narrowing));
  const set = (change: Partial<RankingFilters>) => onChange({ ...filters, ...change });
  const orNull = (value: string) => (value === EVERY ? null : value);
  return (
    <details
      className="ranking-filters-panel"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>
        {narrowing > 0
          ? t('rankings.filters.titleActive', { count: narrowing })
          : t('rankings.filters.title')}
      </summary>
      <form
        className="ranking-filters"
        aria-label={t('rankings.filters.label')}
        onSubmit={(event) => event.preventDefault()}
      >
        <FilterSelect
          label={t('rankings.filters.series')}
          value={filters.sport ?? EVERY}
          onChange={(value) => set({ sport: orNull(value) as RankingFilters['sport'] })}
        >
          <option value={EVERY}>{t('rankings.filters.allSeries')}</option>
          {SPORTS.map((sport) => (
            <option key={sport} value={sport}>
              {sportName(sport, language)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={t('rankings.filters.decade')}
          value={filters.decade === null ? EVERY : String(filters.decade)}
          onChange={(value) => set({ decade: value === EVERY ? null : Number(value) })}
        >
          <option value={EVERY}>{t('rankings.filters.allDecades')}</option>
          {withChosen(choices.decades, filters.decade).map((decade) => (
            <option key={decade} value={String(decade)}>
              {decadeText(decade, t)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={t('rankings.filters.circuit')}
          value={filters.circuit ?? EVERY}
          onChange={(value) => set({ circuit: orNull(value) })}
        >
          <option value={EVERY}>{t('rankings.filters.allCircuits')}</option>
          {withChosen(choices.circuits, filters.circuit).map((circuit) => (
            <option key={circuit} value={circuit}>
              {choices.circuitNames?.[circuit] ?? circuit}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={t('rankings.filters.way')}
          value={filters.way ?? EVERY}
          onChange={(value) => set({ way: orNull(value) as RankingFilters['way'] })}
        >
          <option value={EVERY}>{t('rankings.filters.anyWay')}</option>
          {WATCH_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {t(watchModeMessage(mode))}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={t('rankings.filters.factor')}
          value={filters.factor ?? EVERY}
          onChange={(value) => set({ factor: orNull(value) as RankingFilters['factor'] })}
        >
          <option value={EVERY}>{t('rankings.filters.anyFactor')}</option>
          {REASON_TAG_IDS.map((id) => {
            const messages = reasonTagMessages(id);
            return (
              <option key={id} value={id}>
                {messages ? t(messages.label) : id}
              </option>
            );
          })}
        </FilterSelect>
        {clear}
      </form>
    </details>
  );
}
