import { type ReactNode, useLayoutEffect } from 'react';
import { useParams } from 'react-router';
import { useT } from '../../i18n/language-store';
import { useDeclareSeries } from '../../shared/page-series';
import { forgetEmbeddedRacePage, useRacePageData } from './race-page-data';
import type { RenderVoteForm } from './race-page-props';
import { RaceView } from './race-view';
import './race-page.css';

export interface RacePageProps {
  /** The vote form, for a race that takes votes (race-page-props.ts). */
  renderVoteForm: RenderVoteForm;
  /** What an unknown race shows: the app's 404. */
  notFound: ReactNode;
  /**
   * Called before the browser paints the page's first content (the race, the 404 or the
   * error): on a full load the app then takes over from the page the server drew.
   */
  onDrawn?: () => void;
}

/** /r/<race-id>: every race its own page (issue 51). */
export default function RacePage({ renderVoteForm, notFound, onDrawn }: RacePageProps) {
  const t = useT();
  const { raceId = '' } = useParams();
  const { state, retry, refresh } = useRacePageData(raceId);
  const drawn = state.status !== 'loading';
  // The header, footer and bell are the race's series' while its page is open (0150).
  useDeclareSeries(state.status === 'ready' ? state.data.race.sport : null);

  useLayoutEffect(() => {
    if (!drawn) return;
    forgetEmbeddedRacePage();
    onDrawn?.();
  }, [drawn, onDrawn]);

  switch (state.status) {
    case 'loading':
      return <p className="page-loading">{t('common.loading')}</p>;
    case 'notFound':
      return notFound;
    case 'failed':
      return (
        <section className="race-page race-page--failed">
          <p role="alert">{t('racePage.failed')}</p>
          <button type="button" className="button" onClick={retry}>
            {t('racePage.retry')}
          </button>
        </section>
      );
    case 'ready':
      return <RaceView data={state.data} renderVoteForm={renderVoteForm} onVoted={refresh} />;
  }
}
