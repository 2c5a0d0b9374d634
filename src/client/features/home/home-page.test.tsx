import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { CATALOGUES } from '../../../../test/client/catalogues';
import { en } from '../../../../test/client/english';
import { races, tallies } from '../../../../test/client/home-season';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../../domain/i18n/languages';
import { createTranslate } from '../../../domain/i18n/translate';
import { LOADING_PHRASES } from '../../../domain/site/copy';
import { LOADING_MIN_MS } from '../../../domain/site/timing-rules';
import type { RaceDataState } from '../../data/race-data';
import { activateLanguage } from '../../i18n/language-store';
import { languageVariable, operatorText } from '../../shared/build-settings';
import { HomePage } from './home-page';
import { NewBanner } from './new-banner';
import { resetLoadingGate } from './use-loading-gate';

const data: { current: RaceDataState } = {
  current: {
    races: [],
    tallies: {},
    racesLoaded: false,
    talliesLoaded: false,
    error: null,
    tallyVersion: 0,
  },
};
vi.mock('../../data/race-data', () => ({
  useRaceData: () => ({ ...data.current, dispatch: () => {} }),
  useOptionalRaceData: () => ({ ...data.current, dispatch: () => {} }),
}));

function setData(next: Partial<RaceDataState>) {
  data.current = { ...data.current, ...next };
}

const LOADED = { races, tallies, racesLoaded: true, talliesLoaded: true };

function renderAt(url: string) {
  const tree = () => (
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/" element={<HomePage />} />
      </Routes>
    </MemoryRouter>
  );
  const view = render(tree());
  return { ...view, refresh: () => view.rerender(tree()) };
}

beforeEach(() => {
  vi.useFakeTimers();
  resetLoadingGate();
  setData({ races: [], tallies: {}, racesLoaded: false, talliesLoaded: false });
});
afterEach(() => vi.useRealTimers());

describe('HomePage', () => {
  it(`shows a loading phrase until races, tallies and ${LOADING_MIN_MS} ms are all done`, () => {
    const { refresh } = renderAt('/');
    const status = screen.getByRole('status');
    expect(LOADING_PHRASES).toContain(status.textContent);
    expect(document.title).toBe('Spoiler-free F1 race ratings | GP Vibes');

    setData({ races, racesLoaded: true });
    refresh();
    act(() => vi.advanceTimersByTime(LOADING_MIN_MS));
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();

    setData({ tallies, talliesLoaded: true });
    refresh();
    expect(screen.getByRole('heading', { name: 'NOW RATING' })).toBeInTheDocument();
  });

  it('keeps the loading screen for the minimum even when the data is instant', () => {
    setData(LOADED);
    renderAt('/');
    act(() => vi.advanceTimersByTime(LOADING_MIN_MS - 1));
    expect(screen.queryByRole('heading', { name: 'NOW RATING' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'NOW RATING' })).toBeInTheDocument();
  });
});

describe('NewBanner', () => {
  const none = () => undefined;
  const settings = { updateBanner: true, bannerText: none, bannerStandaloneText: none };
  const operator = {
    updateBanner: true,
    bannerText: operatorText('VITE_BANNER_TEXT', {
      VITE_BANNER_TEXT: 'NEW: alerts',
      VITE_BANNER_TEXT_ES: 'NUEVO: avisos',
    }),
    bannerStandaloneText: operatorText('VITE_BANNER_STANDALONE_TEXT', {
      VITE_BANNER_STANDALONE_TEXT: 'NEW: alerts in the app',
    }),
  };
  const renderBanner = (props: Parameters<typeof NewBanner>[0]) =>
    render(
      <MemoryRouter>
        <NewBanner {...props} />
      </MemoryRouter>,
    );

  it('links to the install page', () => {
    renderBanner({ settings, standalone: false });
    expect(screen.getByRole('link', { name: en('home.banner.text') })).toHaveAttribute(
      'href',
      '/install',
    );
  });

  it("offers 'get notified' in the installed app", () => {
    renderBanner({ settings, standalone: true });
    expect(screen.getByText(en('home.banner.standaloneText'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'get notified' })).toHaveAttribute('href', '/install');
  });

  it.each(LANGUAGES)(
    "reads the product's own words in %s, in the browser and the app",
    (language) => {
      const t = createTranslate(language, CATALOGUES[language]);
      activateLanguage(language, CATALOGUES[language]);
      renderBanner({ settings, standalone: false });
      expect(screen.getByRole('link', { name: t('home.banner.text') })).toBeInTheDocument();
      cleanup();
      renderBanner({ settings, standalone: true });
      // Read as written: French puts a no-break space before its colon.
      expect(screen.getByRole('complementary').textContent).toBe(
        t('home.banner.standaloneText') + t('home.banner.getNotified'),
      );
      if (language !== DEFAULT_LANGUAGE) {
        expect(t('home.banner.text')).not.toBe(en('home.banner.text'));
        expect(t('home.banner.standaloneText')).not.toBe(en('home.banner.standaloneText'));
      }
    },
  );

  it("shows an operator's text in the language it was given for, else the one for all", () => {
    activateLanguage('es', CATALOGUES.es);
    renderBanner({ settings: operator, standalone: false });
    expect(screen.getByRole('link', { name: 'NUEVO: avisos' })).toBeInTheDocument();
    cleanup();
    activateLanguage('ja', CATALOGUES.ja);
    renderBanner({ settings: operator, standalone: true });
    expect(screen.getByText('NEW: alerts in the app')).toBeInTheDocument();
  });

  it('is absent when the build turns it off', () => {
    const { container } = renderBanner({ settings: { ...settings, updateBanner: false } });
    expect(container).toBeEmptyDOMElement();
  });
});

describe('operator texts of the build settings', () => {
  it('reads one text for every language and any language of its own', () => {
    const text = operatorText('VITE_BANNER_TEXT', {
      VITE_BANNER_TEXT: 'NEW: merch',
      [languageVariable('VITE_BANNER_TEXT', 'pt-BR')]: 'NOVO: loja',
      [languageVariable('VITE_BANNER_TEXT', 'de')]: '  ',
    });
    expect(languageVariable('VITE_BANNER_TEXT', 'pt-BR')).toBe('VITE_BANNER_TEXT_PT_BR');
    expect(text('pt-BR')).toBe('NOVO: loja');
    // A blank variable is no text: German falls back to the one for every language.
    expect(text('de')).toBe('NEW: merch');
    expect(operatorText('VITE_BANNER_TEXT', {})('fr')).toBeUndefined();
  });
});
