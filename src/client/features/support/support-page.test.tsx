import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { en } from '../../../../test/client/english';
import fr from '../../../domain/i18n/messages/fr/index';
import { activateLanguage } from '../../i18n/language-store';
import { buildSettings } from '../../shared/build-settings';
import SupportPage from './support-page';

describe('SupportPage', () => {
  it('links to the tip page and lists the other ways to help', () => {
    render(
      <MemoryRouter>
        <SupportPage />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: en('pages.support.title') }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Leave a tip/ })).toHaveAttribute(
      'href',
      buildSettings.tipUrl,
    );
    expect(screen.getByText('Share with fans.')).toBeInTheDocument();
    expect(screen.getByText('Keep voting.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /community forum/ })).toHaveAttribute(
      'href',
      buildSettings.forumUrl,
    );
  });

  it('reads in French', () => {
    activateLanguage('fr', fr);
    render(
      <MemoryRouter>
        <SupportPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Soutenir le projet' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Laisser un pourboire/ })).toBeVisible();
    expect(screen.getByRole('link', { name: 'active les alertes' })).toBeVisible();
  });
});
