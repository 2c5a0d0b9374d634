import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { en } from '../../../../test/client/english';
import es from '../../../domain/i18n/messages/es/index';
import { ROUTE_PATHS } from '../../../domain/site/routes';
import { activateLanguage } from '../../i18n/language-store';
import FairRatingsPage from './fair-ratings-page';

const FAIR_RATINGS_PAGE_TITLE = en('pages.fairRatings.title');

function renderPage() {
  render(
    <MemoryRouter initialEntries={[ROUTE_PATHS.fairRatings]}>
      <FairRatingsPage />
    </MemoryRouter>,
  );
}

describe('the fair ratings page', () => {
  it('has one heading of its own and the site title pattern', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: FAIR_RATINGS_PAGE_TITLE })).toBeVisible();
    expect(document.title).toBe(`${FAIR_RATINGS_PAGE_TITLE} | GP Vibes`);
  });

  it('explains the fair share, the background work and what is kept, in words not numbers', () => {
    renderPage();
    expect(screen.getByText(/held, not deleted/)).toBeVisible();
    expect(screen.getByText(/still count when they vote like everyone else/)).toBeVisible();
    expect(screen.getByText(/asked to do a little work first/)).toBeVisible();
    expect(screen.getByText(/no third-party captcha/)).toBeVisible();
    expect(screen.getByText(/keyed hashes/)).toBeVisible();
    // No threshold is given away: a printed figure would be a target to aim just under.
    expect(document.body.textContent).not.toMatch(/\d/);
  });

  it('is walked through by keyboard, link by link', async () => {
    const user = userEvent.setup();
    renderPage();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      ROUTE_PATHS.privacy,
      ROUTE_PATHS.dataScore,
      ROUTE_PATHS.home,
    ]);
    for (const link of links) {
      await user.tab();
      expect(link).toHaveFocus();
    }
  });

  it('reads in Spanish, still without a figure', () => {
    activateLanguage('es', es);
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Cómo mantenemos justas las valoraciones' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'política de privacidad' })).toBeVisible();
    expect(document.body.textContent).not.toMatch(/\d/);
  });
});
