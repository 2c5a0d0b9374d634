import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { en } from '../../../../test/client/english';
import { NOW, races, tallies } from '../../../../test/client/home-season';
import { named } from '../../../../test/client/server-names';
import type { Language } from '../../../domain/i18n/languages';
import german from '../../../domain/i18n/messages/de/index';
import spanish from '../../../domain/i18n/messages/es/index';
import japanese from '../../../domain/i18n/messages/ja/index';
import { createTranslate } from '../../../domain/i18n/translate';
import { TOP_RATED_MIN_AVERAGE } from '../../../domain/races/home-lists';
import { RATING_WINDOW_HOURS } from '../../../domain/races/race-phase';
import { LOADING_PHRASE_IDS } from '../../../domain/site/loading-phrases';
import { MIN_VOTES_CURRENT } from '../../../domain/voting/unlock';
import { activateLanguage } from '../../i18n/language-store';
import { HomeContent } from './home-content';
import { homeFormat } from './home-format';

describe('home messages in English', () => {
  // The spec's own wording, word for word.
  it.each<[string, string]>([
    [en('home.section.nowRating'), 'NOW RATING'],
    [en('home.section.lastRace'), 'LAST RACE'],
    [en('home.section.recent'), 'RECENT RACES'],
    [en('home.section.topRated'), 'TOP RATED'],
    [en('home.section.upcoming'), 'UPCOMING'],
    [en('home.recentSubtitle', { season: 2025 }), 'Recent GP races of the 2025 season'],
    [
      en('home.topRatedSubtitle', { season: 2025, minAverage: TOP_RATED_MIN_AVERAGE }),
      'Top races of the 2025 season (4+ stars)',
    ],
    [en('home.upcomingSubtitle'), 'Voting opens on race day'],
    [
      en('home.lastRaceHint', { hours: RATING_WINDOW_HOURS }),
      'Rate races within 48 hours - set up vote alerts',
    ],
    [en('home.recentEmpty'), 'Recent races will appear here once they have user votes'],
    [
      en('home.topRatedEmpty', { minAverage: TOP_RATED_MIN_AVERAGE }),
      'Races with 4+ stars will appear here',
    ],
    [en('home.noVoteData'), 'no vote data yet'],
    [en('home.gathering.noVotes'), 'no votes yet'],
    [en('home.mosaic.empty'), 'no reason tags yet'],
    [
      en('home.gathering.locked', { needed: MIN_VOTES_CURRENT }),
      'Results unlock at 5 ratings, check back in a moment',
    ],
    [en('home.distribution.empty'), 'No ratings'],
    [en('home.gathering.title'), 'Gathering the vibes'],
    [en('home.card.linkCopied'), 'Link copied to clipboard!'],
    [en('home.pager.viewAll'), 'view all'],
    [en('home.pager.showPages'), 'Show Pages'],
    [en('home.badge.days', { days: 0 }), 'Vote today'],
    [en('home.badge.days', { days: 1 }), 'Vote tomorrow'],
    [en('home.badge.days', { days: 8 }), 'Rate in 8 days'],
    [en('home.verdict.ratings', { count: 1, total: '1' }), '1 rating'],
    [en('home.verdict.ratings', { count: 1234, total: '1234' }), '1234 ratings'],
    [en('home.pager.showingAll', { count: 12, total: '12' }), 'Showing all 12 races'],
    [en('home.card.votingSection', { race: 'LAS VEGAS' }), 'THE LAS VEGAS GP'],
    [en('home.card.votingSectionSprint', { race: 'CHINESE' }), 'THE CHINESE GP SPRINT'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('keeps the spec examples among the loading phrases', () => {
    const phrases = LOADING_PHRASE_IDS.map((id) => en(id)).join(' ');
    expect(phrases.toLowerCase()).toMatch(
      /warming up the tires.*checking.*telemetry.*engines firing up/,
    );
  });
});

describe('homeFormat', () => {
  it('reads numbers and dates in English in the British forms', () => {
    const format = homeFormat('en');
    expect(format.average(4.24)).toBe('4.2');
    expect(format.average(null)).toBe('-');
    expect(format.score(3.05)).toBe((3.05).toFixed(1));
    expect(format.percent(0.456)).toBe('46%');
    expect(format.count(1234)).toBe('1234');
    const oldDate = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(format.raceDate('2025-11-22')).toBe(oldDate.format(Date.UTC(2025, 10, 22)));
    expect(format.raceDate('2025-02-30')).toBe('2025-02-30');
  });

  it('reads them in the fan’s language elsewhere', () => {
    const format = homeFormat('de');
    expect(format.average(4.24)).toBe('4,2');
    expect(format.percent(0.456)).toMatch(/^46\s%$/);
    expect(format.raceDate('2025-11-22')).toMatch(/22\. Nov\.? 2025/);
  });
});

describe('the home page in another language', () => {
  const home = (shown = races) => (
    <MemoryRouter>
      <HomeContent races={shown} tallies={tallies} talliesLoaded tallyVersion={0} now={NOW} />
    </MemoryRouter>
  );
  const renderHome = (shown = races) => render(home(shown));
  /** The season as a read in `language` brings it: each race named by the server. */
  const readIn = (language: Language) => races.map((race) => named(race, language));

  it('switches every section, card and control to German', async () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 2, name: 'RECENT RACES' })).toBeInTheDocument();

    act(() => activateLanguage('de', german));
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['JETZT BEWERTEN', 'NEUESTE RENNEN', 'TOP BEWERTET', 'DEMNÄCHST']);
    const recent = screen.getByRole('region', { name: 'NEUESTE RENNEN' });
    expect(within(recent).getByText('Die letzten GPs der Saison 2026')).toBeInTheDocument();
    expect(within(recent).getByRole('checkbox', { name: 'Kompaktansicht' })).toBeInTheDocument();
    expect(within(recent).getByText('Seite 1 von 2')).toBeInTheDocument();
    expect(
      within(recent).getAllByRole('button', { name: /Details zeigen/ }).length,
    ).toBeGreaterThan(0);
    const upcoming = screen.getByRole('region', { name: 'DEMNÄCHST' });
    expect(within(upcoming).getByText('In 8 Tagen bewerten')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'LAS VEGAS GP' })).toBeInTheDocument();

    await userEvent.click(within(recent).getByRole('button', { name: 'alle zeigen' }));
    expect(within(recent).getByRole('button', { name: 'Seitenweise' })).toBeInTheDocument();
  });

  it('reads averages with the language’s decimal mark', async () => {
    activateLanguage('de', german);
    renderHome();
    const recent = screen.getByRole('region', { name: 'NEUESTE RENNEN' });
    await userEvent.click(within(recent).getByRole('checkbox', { name: 'Kompaktansicht' }));
    const averages = recent.querySelectorAll('.verdict__average');
    expect(averages.length).toBeGreaterThan(0);
    for (const average of averages) expect(average.textContent).toMatch(/^\d,\d$/);
  });

  it('words the countdown badge by the day count in each language', () => {
    const de = createTranslate('de', german);
    expect(de('home.badge.days', { days: 0 })).toBe('Heute abstimmen');
    expect(de('home.badge.days', { days: 1 })).toBe('Morgen abstimmen');
    expect(de('home.badge.days', { days: 3 })).toBe('In 3 Tagen bewerten');
    expect(createTranslate('ja', japanese)('home.badge.days', { days: 0 })).toBe('今日投票');
  });

  it('names each race as the server wrote it in the language, the voting heading too', () => {
    activateLanguage('es', spanish);
    const view = renderHome(readIn('es'));
    const now = screen.getByRole('region', { name: 'VOTANDO AHORA' });
    expect(within(now).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Gran Premio de Las Vegas',
    );
    expect(within(now).getByRole('heading', { level: 4 })).toHaveTextContent('GP DE LAS VEGAS');
    expect(screen.getAllByText('Gran Premio de la Ciudad de México').length).toBeGreaterThan(0);
    expect(screen.queryByText(/Grand Prix/)).not.toBeInTheDocument();

    act(() => activateLanguage('ja', japanese));
    view.rerender(home(readIn('ja')));
    expect(within(now).getByRole('heading', { level: 3 })).toHaveTextContent('ラスベガスGP');
    expect(screen.getAllByText('メキシコシティGP').length).toBeGreaterThan(0);
  });

  it('counts in Japanese without an English plural', () => {
    activateLanguage('ja', japanese);
    renderHome();
    expect(screen.getByRole('heading', { level: 2, name: '最近のレース' })).toBeInTheDocument();
    expect(screen.getByText('あと8日で投票')).toBeInTheDocument();
  });
});
