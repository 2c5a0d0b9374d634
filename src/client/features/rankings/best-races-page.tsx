import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useNavigationType } from 'react-router';
import { HIDDEN_GEM_MIN_SCORE } from '../../../domain/rankings/race-ranking';
import type { RankingChoices } from '../../../domain/rankings/ranking-filters';
import type { RankingFilters } from '../../../domain/rankings/ranking-query';
import { pickPhrase } from '../../../domain/site/pick-phrase';
import { useT } from '../../i18n/language-store';
import { useMyRaces } from '../../shared/my-races/my-races-store';
import { useHiddenVerdicts } from '../../shared/my-races/use-hidden-verdicts';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useOpenSport } from '../../shared/use-open-sport';
import { RankingFiltersForm } from './ranking-filters';
import { useRankingFormat } from './ranking-format';
import { rankingHeading } from './ranking-heading';
import { RankingLists } from './ranking-lists';
import { RankingPager } from './ranking-pager';
import { RankingResults } from './ranking-results';
import {
  NO_FILTERS,
  narrowingCount,
  type PageQuery,
  pageSportOf,
  readPageQuery,
  writePageQuery,
} from './rankings-query';
import { ShieldNote } from './shield-note';
import { shieldOnRanking } from './shielded-ranking';
import { useMetaDescription } from './use-meta-description';
import { useRanking } from './use-ranking';
import './best-races.css';

const LOADING_PHRASES = [
  'rankings.loading.tires',
  'rankings.loading.telemetry',
  'rankings.loading.engines',
] as const;

const NO_CHOICES: RankingChoices = { decades: [], circuits: [] };

/** /best-races (every series) and /<series>/best-races: the best races of all time. */
export default function BestRacesPage() {
  const t = useT();
  const format = useRankingFormat();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const pageSport = pageSportOf(pathname);
  useDocumentTitle('bestRaces', useOpenSport());
  useMetaDescription(t('rankings.description'));
  const [phrase] = useState(() => pickPhrase(LOADING_PHRASES, Math.random()));
  // The page's clock, read once: it only says which decades a link may name.
  const [now] = useState(() => Date.now());
  const query = useMemo(() => readPageQuery(search, pageSport, now), [search, pageSport, now]);
  const { filters, page } = query;

  // The shield leaves the races it covers out (shielded-ranking.ts).
  const shield = shieldOnRanking(useMyRaces());
  const hidden = useHiddenVerdicts();
  const { view, retry } = useRanking(filters, page, hidden, shield.kind !== 'none');

  // The choices stay while the next list loads, so the filters never jump; new ones are
  // taken in the same render as the list they came with.
  const [choices, setChoices] = useState(NO_CHOICES);
  const latest = view.status === 'ready' ? view.choices : null;
  if (latest && latest !== choices) setChoices(latest);

  const linkTo = (next: PageQuery) => {
    const written = writePageQuery(next, pageSport);
    return written ? `${pathname}?${written}` : pathname;
  };
  const listLink = (next: RankingFilters) => linkTo({ filters: next, page: 1 });

  // A new page of the same list starts at its heading, for eyes and screen readers alike.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    if (navigationType !== 'POP') headingRef.current?.focus();
  }, [page, navigationType]);

  const narrowing = narrowingCount(filters, pageSport);
  const clear =
    narrowing > 0 ? (
      <Link
        className="ranking-filters__clear"
        to={listLink({ ...NO_FILTERS, sport: pageSport, list: filters.list })}
      >
        {t('rankings.filters.clear')}
      </Link>
    ) : null;

  return (
    <section className="best-races" aria-labelledby="best-races-title">
      <h1 id="best-races-title" ref={headingRef} tabIndex={-1}>
        {rankingHeading(filters, t)}
      </h1>
      <p className="best-races__intro">
        {filters.list === null
          ? t('rankings.intro')
          : t('rankings.hiddenGems.hint', { score: format.score(HIDDEN_GEM_MIN_SCORE) })}
      </p>
      <RankingLists filters={filters} decades={choices.decades} linkTo={listLink} />
      <RankingFiltersForm
        filters={filters}
        narrowing={narrowing}
        choices={choices}
        onChange={(next) => navigate(listLink(next))}
        clear={clear}
      />
      <ShieldNote shield={shield} />
      <RankingResults view={view} labelledBy="best-races-title" loading={t(phrase)} retry={retry} />
      {view.status === 'ready' ? (
        <RankingPager
          page={page}
          pages={view.total === null ? null : Math.max(1, Math.ceil(view.total / view.pageSize))}
          hasNext={view.hasNext}
          linkTo={(other) => linkTo({ filters, page: other })}
        />
      ) : null}
    </section>
  );
}
