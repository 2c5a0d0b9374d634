import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { en } from '../../../../test/client/english';
import {
  DATA_SCORE_BASE,
  DATA_SCORE_WEIGHTS,
  SCORE_SIGNALS,
} from '../../../domain/data-score/data-score';
import {
  MARGIN_POINTS,
  RESULT_SCORE_BASE,
  RESULT_SCORE_SIGNALS,
  RESULT_SCORE_WEIGHTS,
} from '../../../domain/history/result-score';
import de from '../../../domain/i18n/messages/de/index';
import { ROUTE_PATHS } from '../../../domain/site/routes';
import { activateLanguage } from '../../i18n/language-store';
import DataScorePage from './data-score-page';

const DATA_SCORE_PAGE_TITLE = en('pages.dataScore.title');

describe('the data score page', () => {
  it('prints the formula from the constants the score uses', () => {
    render(
      <MemoryRouter>
        <DataScorePage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: DATA_SCORE_PAGE_TITLE })).toBeVisible();
    expect(document.title).toBe(`${DATA_SCORE_PAGE_TITLE} | GP Vibes`);
    expect(screen.getByText(new RegExp(`starts at ${DATA_SCORE_BASE.toFixed(1)}`))).toBeVisible();
    const rows = within(screen.getAllByRole('table')[0]!).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(SCORE_SIGNALS.length);
    SCORE_SIGNALS.forEach((key, i) => {
      expect(rows[i]).toHaveTextContent(String(DATA_SCORE_WEIGHTS[key].cap));
      expect(rows[i]).toHaveTextContent(DATA_SCORE_WEIGHTS[key].unit);
    });
  });

  it('prints the verdict from results from its own constants, with the credit', () => {
    render(
      <MemoryRouter>
        <DataScorePage />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Races before live timing' }),
    ).toBeVisible();
    expect(
      screen.getByText(new RegExp(`from 1950 to 2024.*begins at ${RESULT_SCORE_BASE.toFixed(1)}`)),
    ).toBeVisible();
    const rows = within(screen.getAllByRole('table')[1]!).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(RESULT_SCORE_SIGNALS.length);
    RESULT_SCORE_SIGNALS.forEach((key, i) => {
      expect(rows[i]).toHaveTextContent(String(RESULT_SCORE_WEIGHTS[key].cap));
      // The English units read as the constants' own notes, the finish's from MARGIN_POINTS.
      expect(rows[i]).toHaveTextContent(RESULT_SCORE_WEIGHTS[key].unit);
    });
    expect(rows[RESULT_SCORE_SIGNALS.indexOf('finish')]).toHaveTextContent(
      `photo ${MARGIN_POINTS['photo-finish']}`,
    );
    expect(screen.getByRole('link', { name: 'F1DB' })).toHaveAttribute(
      'href',
      'https://github.com/f1db/f1db',
    );
    expect(screen.getByText(/^Results data:/)).toHaveTextContent('Results data: F1DB (CC BY 4.0).');
  });

  it("links to how the fans' verdict is kept fair", () => {
    render(
      <MemoryRouter>
        <DataScorePage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'How ratings stay fair' })).toHaveAttribute(
      'href',
      ROUTE_PATHS.fairRatings,
    );
  });

  it('reads in German, with German decimals', () => {
    activateLanguage('de', de);
    render(
      <MemoryRouter>
        <DataScorePage />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'So wird die KI-Bewertung berechnet' }),
    ).toBeVisible();
    const base = new Intl.NumberFormat('de', { minimumFractionDigits: 1 }).format(DATA_SCORE_BASE);
    expect(screen.getByText(new RegExp(`startet bei ${base}`))).toBeVisible();
    expect(screen.getAllByRole('columnheader', { name: 'Max.' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'So bleiben Bewertungen fair' })).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Rennen vor dem Live-Timing' }),
    ).toBeVisible();
    expect(screen.getByRole('rowheader', { name: 'Verkürztes Rennen' })).toBeVisible();
  });
});
