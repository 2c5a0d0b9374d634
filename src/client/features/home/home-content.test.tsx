import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { en } from '../../../../test/client/english';
import {
  monza,
  NOW,
  qatar,
  RATED_THIS_SEASON,
  races,
  tallies,
  UPCOMING_RACES,
  vegas,
} from '../../../../test/client/home-season';
import { named } from '../../../../test/client/server-names';
import { makeRace, makeTally } from '../../../../test/domain/fixtures';
import {
  BREAKPOINT_HOME_PAGING_PX,
  PAGE_SIZE_RECENT,
  PAGE_SIZE_UPCOMING,
  PAGE_SIZE_UPCOMING_MOBILE,
  TOP_RATED_MIN_AVERAGE,
} from '../../../domain/races/home-lists';
import { cardAnchor } from '../../../domain/races/race-names';
import { RATING_WINDOW_HOURS } from '../../../domain/races/race-phase';
import { CALENDAR_FEED_PATH } from '../../../domain/sharing/public-feeds';
import { STORAGE_KEYS } from '../../../domain/site/storage-keys';
import type { Race, TallyMap } from '../../../domain/types';
import { myRaces } from '../../shared/my-races/my-races-store';
import { HomeContent, type HomeContentProps } from './home-content';
import {
  HASH_FIND_ATTEMPTS,
  HASH_FIND_POLL_MS,
  HASH_HIGHLIGHT_MS,
  HASH_SCROLL_DELAY_MS,
} from './home-timings';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.hash}`}</div>;
}

function renderHome(props: Partial<HomeContentProps> = {}, url = '/') {
  const all: HomeContentProps = {
    races,
    tallies,
    talliesLoaded: true,
    tallyVersion: 0,
    now: NOW,
    ...props,
  };
  const view = (p: HomeContentProps) => (
    <MemoryRouter initialEntries={[url]}>
      <HomeContent {...p} />
      <LocationProbe />
    </MemoryRouter>
  );
  const result = render(view(all));
  return {
    ...result,
    update: (next: Partial<HomeContentProps>) => result.rerender(view({ ...all, ...next })),
  };
}

const region = (name: string) => screen.getByRole('region', { name });
const cardNames = (section: HTMLElement) =>
  within(section)
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const names = (list: Race[]) => list.map((race) => race.name);

const originalWidth = window.innerWidth;
afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(window, 'innerWidth', { value: originalWidth, configurable: true });
});

describe('HomeContent', () => {
  it('lists the sections in order with the right races for a live weekend', () => {
    renderHome();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['NOW RATING', 'RECENT RACES', 'TOP RATED', 'UPCOMING']);
    expect(cardNames(region('NOW RATING'))).toEqual([vegas.name]);
    expect(cardNames(region('RECENT RACES'))).toEqual(
      names(RATED_THIS_SEASON.slice(0, PAGE_SIZE_RECENT)),
    );
    // 4+ averages, best first, ties newest first; last season's race stays out.
    expect(cardNames(region('TOP RATED'))).toEqual([
      'Mexico City Grand Prix',
      'Dutch Grand Prix',
      'United States Grand Prix',
      'Italian Grand Prix',
    ]);
    expect(cardNames(region('UPCOMING'))).toEqual([
      'Qatar Grand Prix',
      'Abu Dhabi Grand Prix',
      'Australian Grand Prix',
    ]);
    expect(screen.getByText(en('home.recentSubtitle', { season: 2026 }))).toBeInTheDocument();
    expect(
      screen.getByText(
        en('home.topRatedSubtitle', { season: 2026, minAverage: TOP_RATED_MIN_AVERAGE }),
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(en('home.upcomingSubtitle'))).toBeInTheDocument();
    expect(within(region('UPCOMING')).getByText('Rate in 8 days')).toBeInTheDocument();
    expect(within(region('UPCOMING')).getAllByText(/Vote|Rate in/)).toHaveLength(1);
    expect(screen.queryByText('LAST RACE')).not.toBeInTheDocument();
  });

  it('leaves a race the shield covers out of TOP RATED, and a reveal brings it back', () => {
    const mexico = RATED_THIS_SEASON.find((race) => race.name === 'Mexico City Grand Prix')!;
    renderHome();
    act(() => myRaces.mark(mexico.id, 'to-watch'));
    expect(cardNames(region('TOP RATED'))).toEqual([
      'Dutch Grand Prix',
      'United States Grand Prix',
      'Italian Grand Prix',
    ]);
    // By date, the recent list keeps it: a place there says nothing of its verdict.
    expect(cardNames(region('RECENT RACES'))).toContain(mexico.name);
    act(() => myRaces.reveal(mexico.id));
    expect(cardNames(region('TOP RATED'))[0]).toBe(mexico.name);
  });

  it('shows a sprint in its own SPRINTS section, never among the Grand Prix races', () => {
    const sprint = named(
      makeRace({
        id: 'vegas-sprint',
        name: 'Las Vegas Grand Prix Sprint',
        date: '2026-11-20',
        kind: 'sprint',
        weekendOf: 'vegas',
        isCurrent: true,
      }),
    );
    const ratedSprint = named(
      makeRace({
        id: 'brazil-sprint',
        name: 'São Paulo Grand Prix Sprint',
        date: '2026-11-07',
        kind: 'sprint',
        weekendOf: 'brazil',
      }),
    );
    renderHome({
      races: [...races, sprint, ratedSprint],
      tallies: {
        ...tallies,
        'brazil-sprint': makeTally('brazil-sprint', { '3': 1, '4': 1 }),
      },
    });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['NOW RATING', 'SPRINTS', 'RECENT RACES', 'TOP RATED', 'UPCOMING']);
    expect(cardNames(region('NOW RATING'))).toEqual([vegas.name]);
    expect(cardNames(region('SPRINTS'))).toEqual([sprint.name, ratedSprint.name]);
    expect(cardNames(region('RECENT RACES'))).not.toContain(ratedSprint.name);
    expect(screen.getByText(en('home.sprintsSubtitle', { season: 2026 }))).toBeInTheDocument();
  });

  it('shows both races of a weekend open at once each in its place, each voting for itself', () => {
    const vegasSprint = named(
      makeRace({
        id: 'vegas-sprint',
        name: 'Las Vegas Grand Prix Sprint',
        date: '2026-11-20',
        kind: 'sprint',
        weekendOf: vegas.id,
        isCurrent: true,
      }),
    );
    renderHome({
      races: [...races, vegasSprint],
      renderVoteForm: (race) => <p>form:{race.id}</p>,
    });
    const live = region('NOW RATING');
    const sprints = region('SPRINTS');
    expect(cardNames(live)).toEqual([vegas.name]);
    expect(cardNames(sprints)).toEqual([vegasSprint.name]);
    const votingTitles = (section: HTMLElement) =>
      within(section)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent);
    expect(votingTitles(live)).toEqual(['THE LAS VEGAS GP']);
    expect(votingTitles(sprints)).toEqual(['THE LAS VEGAS GP SPRINT']);
    expect(within(live).getByText(`form:${vegas.id}`)).toBeInTheDocument();
    expect(within(sprints).getByText(`form:${vegasSprint.id}`)).toBeInTheDocument();
    expect(within(live).queryByText(`form:${vegasSprint.id}`)).not.toBeInTheDocument();
    // A Grand Prix is live, so there is no LAST RACE; the sprint is in no other list.
    expect(screen.queryByRole('region', { name: 'LAST RACE' })).not.toBeInTheDocument();
    for (const name of ['RECENT RACES', 'TOP RATED', 'UPCOMING']) {
      expect(cardNames(region(name))).not.toContain(vegasSprint.name);
    }
  });

  it('lists an upcoming sprint in UPCOMING, named as a sprint, ahead of its Grand Prix', () => {
    const qatarSprint = named(
      makeRace({
        id: 'qatar-sprint',
        name: 'Qatar Grand Prix Sprint',
        date: '2026-11-28',
        kind: 'sprint',
        weekendOf: qatar.id,
      }),
    );
    renderHome({ races: [...races, qatarSprint] });
    const upcoming = region('UPCOMING');
    expect(cardNames(upcoming)).toEqual([
      'Qatar Grand Prix Sprint',
      'Qatar Grand Prix',
      'Abu Dhabi Grand Prix',
      'Australian Grand Prix',
    ]);
    // The sprint is the next race to rate: the countdown is on its card, not the Grand Prix's.
    const sprintCard = within(upcoming).getByRole('article', { name: 'Qatar Grand Prix Sprint' });
    expect(within(sprintCard).getByText('Rate in 7 days')).toBeInTheDocument();
    expect(within(upcoming).getAllByText(/Vote|Rate in/)).toHaveLength(1);
    // Nothing to rate or read yet: no SPRINTS section, and the Grand Prix lists stay as they were.
    expect(screen.queryByRole('region', { name: 'SPRINTS' })).not.toBeInTheDocument();
    expect(cardNames(region('RECENT RACES'))).not.toContain(qatarSprint.name);
  });

  it('features the newest rated race as LAST RACE when nothing is live', () => {
    renderHome({ races: races.map((race) => ({ ...race, isCurrent: false })) });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['LAST RACE', 'RECENT RACES', 'TOP RATED', 'UPCOMING']);
    expect(
      screen.getByRole('link', { name: en('home.lastRaceHint', { hours: RATING_WINDOW_HOURS }) }),
    ).toHaveAttribute('href', '/install');
    // Las Vegas closed on race day with 2 ratings: now the newest rated race.
    expect(cardNames(region('LAST RACE'))).toEqual([vegas.name]);
    expect(cardNames(region('RECENT RACES'))).toEqual(
      names(RATED_THIS_SEASON.slice(0, PAGE_SIZE_RECENT)),
    );
    // The featured card is open: its verdict shows without pressing anything.
    expect(within(region('LAST RACE')).getByText('Great')).toBeInTheDocument();
  });

  it('pages the recent list, shows all and returns to pages', async () => {
    const user = userEvent.setup();
    renderHome();
    const recent = region('RECENT RACES');
    expect(within(recent).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(recent).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(recent).getByRole('button', { name: 'Next' }));
    expect(cardNames(recent)).toEqual(names(RATED_THIS_SEASON.slice(PAGE_SIZE_RECENT)));
    expect(within(recent).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(recent).getByRole('button', { name: en('home.pager.viewAll') }));
    expect(cardNames(recent)).toEqual(names(RATED_THIS_SEASON));
    expect(
      within(recent).getByText(`Showing all ${RATED_THIS_SEASON.length} races`),
    ).toBeInTheDocument();

    await user.click(within(recent).getByRole('button', { name: 'Show Pages' }));
    expect(within(recent).getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('sends the recent list back to page 1 on a live tally change', async () => {
    const user = userEvent.setup();
    const { update } = renderHome();
    await user.click(within(region('RECENT RACES')).getByRole('button', { name: 'Next' }));
    expect(within(region('RECENT RACES')).getByText('Page 2 of 2')).toBeInTheDocument();
    update({ tallyVersion: 1 });
    expect(within(region('RECENT RACES')).getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it.each<[number, number]>([
    [BREAKPOINT_HOME_PAGING_PX, PAGE_SIZE_UPCOMING_MOBILE],
    [BREAKPOINT_HOME_PAGING_PX + 1, PAGE_SIZE_UPCOMING],
  ])('at %i px shows up to %i upcoming races per page', (width, pageSize) => {
    Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
    renderHome();
    const upcoming = region('UPCOMING');
    const shown = Math.min(pageSize, UPCOMING_RACES.length);
    expect(cardNames(upcoming)).toEqual(names(UPCOMING_RACES.slice(0, shown)));
    const pages = Math.ceil(UPCOMING_RACES.length / pageSize);
    if (pages > 1) expect(within(upcoming).getByText(`Page 1 of ${pages}`)).toBeInTheDocument();
    else expect(within(upcoming).queryByText(/Page 1 of/)).not.toBeInTheDocument();
  });

  it('renders the empty states for an empty calendar', () => {
    renderHome({ races: [], tallies: {} });
    expect(screen.getByText(en('home.recentEmpty'))).toBeInTheDocument();
    expect(
      screen.getByText(en('home.topRatedEmpty', { minAverage: TOP_RATED_MIN_AVERAGE })),
    ).toBeInTheDocument();
    expect(within(region('UPCOMING')).getByText(en('home.upcomingEmpty'))).toBeInTheDocument();
  });

  it('between seasons, offers the calendar subscription and keeps the season just finished', () => {
    // The 2026 season is over and no 2027 race is published yet.
    const finished = races
      .filter((race) => race.season <= 2026)
      .map((race) => ({ ...race, isCurrent: false }));
    renderHome({ races: finished, now: Date.UTC(2026, 11, 20) });
    const upcoming = region('UPCOMING');
    expect(cardNames(upcoming)).toEqual([]);
    expect(within(upcoming).getByText(en('home.upcomingEmpty'))).toBeInTheDocument();
    const subscribe = within(upcoming).getByRole('link', { name: en('home.calendarSubscribe') });
    expect(subscribe).toHaveAttribute(
      'href',
      `webcal://${window.location.host}${CALENDAR_FEED_PATH}`,
    );
    expect(
      within(region('RECENT RACES')).getByText(en('home.recentSubtitle', { season: 2026 })),
    ).toBeInTheDocument();
    expect(
      within(region('TOP RATED')).getByText(
        en('home.topRatedSubtitle', { season: 2026, minAverage: TOP_RATED_MIN_AVERAGE }),
      ),
    ).toBeInTheDocument();
  });

  it('shows no subscription prompt while races are ahead', () => {
    renderHome();
    expect(
      within(region('UPCOMING')).queryByRole('link', { name: en('home.calendarSubscribe') }),
    ).not.toBeInTheDocument();
  });

  it('survives missing and garbled tallies', () => {
    const broken = {
      vegas: { totalVotes: 'lots', starBuckets: null },
      brazil: { starBuckets: { '5': 3 }, reasonTagTallies: { mystery_tag: 9 } },
    } as unknown as TallyMap;
    renderHome({ tallies: broken });
    expect(within(region('NOW RATING')).getByText(/no votes yet/)).toBeInTheDocument();
    expect(cardNames(region('RECENT RACES'))).toEqual(['São Paulo Grand Prix']);
    expect(cardNames(region('TOP RATED'))).toEqual(['São Paulo Grand Prix']);
  });

  it('shows placeholders until the tallies arrive', () => {
    renderHome({ talliesLoaded: false, tallies: {} });
    expect(within(region('NOW RATING')).getByText('Loading race card…')).toBeInTheDocument();
  });

  it('remembers the compact view switch', async () => {
    const user = userEvent.setup();
    renderHome();
    const recent = region('RECENT RACES');
    expect(within(recent).getAllByRole('button', { name: /Show details/ })).toHaveLength(
      PAGE_SIZE_RECENT,
    );
    await user.click(within(recent).getByRole('checkbox', { name: 'Compact view' }));
    expect(within(recent).queryByRole('button', { name: /Show details/ })).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.compactView)).toBe('false');
  });

  it('gives a race listed twice one anchor only', () => {
    const { container } = renderHome();
    expect(container.querySelectorAll(`[id="${cardAnchor(monza)}"]`)).toHaveLength(0);
    const mexicoAnchor = cardAnchor(RATED_THIS_SEASON[1]!);
    expect(container.querySelectorAll(`[id="${mexicoAnchor}"]`)).toHaveLength(1);
  });

  it('scrolls to a hashed card after the delay, highlights it, then clears the hash', () => {
    vi.useFakeTimers();
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const anchor = cardAnchor(monza);
    const { container } = renderHome({}, `/#${anchor}`);
    // Monza is on page 2 of the recent list: the list pages to it.
    expect(within(region('RECENT RACES')).getByText('Page 2 of 2')).toBeInTheDocument();
    const card = () => container.querySelector(`[id="${anchor}"]`)!;
    act(() => vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS - 1));
    expect(scrolled).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrolled).toHaveBeenCalledWith({ behavior: 'smooth', block: 'center' });
    expect(card()).toHaveClass('race-card--highlight');
    expect(screen.getByTestId('location')).toHaveTextContent(`/#${anchor}`);
    act(() => vi.advanceTimersByTime(HASH_HIGHLIGHT_MS));
    expect(card()).not.toHaveClass('race-card--highlight');
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('highlights a hashed card that renders only after the delay, from when it appears', () => {
    vi.useFakeTimers();
    Element.prototype.scrollIntoView = vi.fn();
    const anchor = cardAnchor(monza);
    const { container, update } = renderHome(
      { races: races.filter((race) => race !== monza) },
      `/#${anchor}`,
    );
    const late = HASH_SCROLL_DELAY_MS + 3 * HASH_FIND_POLL_MS;
    act(() => vi.advanceTimersByTime(late));
    update({ races });
    act(() => vi.advanceTimersByTime(HASH_FIND_POLL_MS));
    const card = container.querySelector(`[id="${anchor}"]`)!;
    expect(card).toHaveClass('race-card--highlight');
    act(() => vi.advanceTimersByTime(HASH_HIGHLIGHT_MS - 1));
    expect(card).toHaveClass('race-card--highlight');
    expect(screen.getByTestId('location')).toHaveTextContent(`/#${anchor}`);
    act(() => vi.advanceTimersByTime(1));
    expect(card).not.toHaveClass('race-card--highlight');
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('looks for a card the hash names HASH_FIND_ATTEMPTS more times, then drops the hash', () => {
    vi.useFakeTimers();
    renderHome({}, '/#no-such-card');
    const lastLook = HASH_SCROLL_DELAY_MS + HASH_FIND_ATTEMPTS * HASH_FIND_POLL_MS;
    act(() => vi.advanceTimersByTime(lastLook - 1));
    expect(screen.getByTestId('location').textContent).toBe('/#no-such-card');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('location').textContent).toBe('/');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4);
  });

  it('hands each live race to the vote form slot', () => {
    renderHome({ renderVoteForm: (race) => <p>form:{race.id}</p> });
    expect(within(region('NOW RATING')).getByText('form:vegas')).toBeInTheDocument();
    expect(within(region('UPCOMING')).queryByText(/form:/)).not.toBeInTheDocument();
    expect(
      within(region('UPCOMING')).getByRole('button', { name: `Share ${qatar.name}` }),
    ).toBeVisible();
  });
});
