import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import german from '../../../domain/i18n/messages/de/index';
import { activateLanguage } from '../../i18n/language-store';
import { NotFoundPage } from './not-found-page';

function renderPage() {
  render(
    <MemoryRouter>
      <NotFoundPage />
    </MemoryRouter>,
  );
}

describe('NotFoundPage', () => {
  it('keeps the spec’s words in English', () => {
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'DNF (Did Not Find)' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Looks like this page took a wrong turn at the chicane!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('DNF (Did Not Find) | GP Vibes');
  });

  it('switches to German, title included, while it is on screen', () => {
    renderPage();
    act(() => activateLanguage('de', german));
    expect(
      screen.getByRole('heading', { level: 1, name: 'DNF (Seite nicht gefunden)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toBeInTheDocument();
    expect(document.title).toBe('DNF (Seite nicht gefunden) | GP Vibes');
  });
});
