import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { CATALOGUES } from '../../../../test/client/catalogues';
import { en, english } from '../../../../test/client/english';
import { givenSiteLinks } from '../../../../test/client/site-links';
import { LANGUAGES } from '../../../domain/i18n/languages';
import fr from '../../../domain/i18n/messages/fr/index';
import { F1DB, F1DB_CREDIT, OPENF1, SPORTSTIMES } from '../../../domain/site/data-credits';
import { STORAGE_KEYS } from '../../../domain/site/storage-keys';
import { activateLanguage } from '../../i18n/language-store';
import SupportPage from './support-page';

const TIP = 'https://tips.example/gpvibes';
const F1_FORUM = 'https://forum.example/f1';
const MOTOGP_FORUM = 'https://forum.example/motogp';

const renderSupport = () =>
  render(
    <MemoryRouter initialEntries={['/support']}>
      <SupportPage />
    </MemoryRouter>,
  );

describe('SupportPage', () => {
  beforeEach(() => {
    givenSiteLinks({ tip: TIP, community: { formula1: F1_FORUM, motogp: MOTOGP_FORUM } });
  });
  afterEach(() => {
    givenSiteLinks(null);
    localStorage.clear();
  });

  it('links to the tip page and lists the other ways to help', () => {
    renderSupport();
    expect(
      screen.getByRole('heading', { level: 1, name: en('pages.support.title') }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Leave a tip/ })).toHaveAttribute('href', TIP);
    expect(screen.getByText('Share with fans.')).toBeInTheDocument();
    expect(screen.getByText('Keep voting.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /community forum/ })).toHaveAttribute('href', F1_FORUM);
  });

  it("links to the forum of the fan's sport", () => {
    localStorage.setItem(STORAGE_KEYS.sport, 'motogp');
    renderSupport();
    expect(screen.getByRole('link', { name: /community forum/ })).toHaveAttribute(
      'href',
      MOTOGP_FORUM,
    );
  });

  it('shows no tip button and no forum link where the operator set none', () => {
    givenSiteLinks(null);
    renderSupport();
    expect(screen.queryByRole('link', { name: /Leave a tip/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /community forum/ })).toBeNull();
    expect(screen.getByRole('link', { name: en('pages.support.alerts') })).toBeVisible();
  });

  it('reads in French', () => {
    activateLanguage('fr', fr);
    renderSupport();
    expect(screen.getByRole('heading', { level: 1, name: 'Soutenir le projet' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Laisser un pourboire/ })).toBeVisible();
    expect(screen.getByRole('link', { name: 'active les alertes' })).toBeVisible();
  });

  it('credits the data sources, F1DB word for word as its licence asks, in every language', () => {
    for (const language of LANGUAGES) {
      activateLanguage(language, CATALOGUES[language]);
      const { unmount } = renderSupport();
      const credit = screen.getByText(
        (_, node) => node?.tagName === 'LI' && node.textContent!.includes(F1DB_CREDIT),
      );
      expect(within(credit).getByRole('link', { name: F1DB.url })).toHaveAttribute(
        'href',
        F1DB.url,
      );
      expect(within(credit).getByRole('link', { name: F1DB.licence })).toHaveAttribute(
        'href',
        F1DB.licenceUrl,
      );
      expect(screen.getByRole('link', { name: OPENF1.name })).toHaveAttribute('href', OPENF1.url);
      expect(screen.getByRole('link', { name: SPORTSTIMES.name })).toHaveAttribute(
        'href',
        SPORTSTIMES.url,
      );
      unmount();
    }
    activateLanguage('en', english);
  });
});
