import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { en } from '../../../../../test/client/english';
import { makeRace, makeTally, modes } from '../../../../../test/domain/fixtures';
import { cardAnchor } from '../../../../domain/races/race-names';
import { sharePath } from '../../../../domain/sharing/share-paths';
import { SPORTS } from '../../../../domain/sports/sports';
import type { Race } from '../../../../domain/types';
import { MIN_VOTES_CURRENT } from '../../../../domain/voting/unlock';
import { CurrentCard } from './current-card';
import { PastCard } from './past-card';
import { UpcomingCard } from './upcoming-card';

const past = makeRace({
  id: '2026-italian-grand-prix',
  name: 'Italian Grand Prix',
  date: '2026-09-06',
});
const live = makeRace({
  id: '2026-las-vegas-grand-prix',
  name: 'Las Vegas Grand Prix',
  isCurrent: true,
});
const ahead = makeRace({
  id: '2026-qatar-grand-prix',
  name: 'Qatar Grand Prix',
  date: '2026-11-29',
});
const tallyOf = (raceId: string, votes: number) =>
  makeTally(raceId, { '5': votes }, { viewModes: modes({ 'Full Race': votes }) });

/** Where the router is now: a click on a link shows here. */
function Location() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

function renderCard(card: ReactNode, onCardClick = () => {}) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/']}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: stands in for any click handler around a card. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: only listens, as the page's own handlers would. */}
      <div onClick={onCardClick}>{card}</div>
      <Location />
    </MemoryRouter>,
  );
  return user;
}

const racePageLink = (race: Race) =>
  screen.getByRole('link', { name: en('common.racePage.linkFor', { race: race.name }) });

describe("every home card opens its race's page", () => {
  it.each([
    ['an upcoming card', ahead, () => <UpcomingCard race={ahead} now={0} isNext />],
    [
      'a current card',
      live,
      () => <CurrentCard race={live} tally={tallyOf(live.id, MIN_VOTES_CURRENT)} />,
    ],
    [
      'a past card',
      past,
      () => <PastCard race={past} tally={tallyOf(past.id, 20)} compact={false} />,
    ],
    [
      'a compact past card',
      past,
      () => <PastCard race={past} tally={tallyOf(past.id, 20)} compact />,
    ],
  ])('%s links to /r/<race id>, reading "Race page"', (_kind, race, card) => {
    renderCard(card());
    const link = racePageLink(race);
    expect(link).toHaveAttribute('href', `/r/${race.id}`);
    expect(link).toHaveTextContent(en('common.racePage.link'));
    // The card keeps its own anchor, so '/#<anchor>' still finds and highlights it.
    expect(link.closest('article')).toHaveAttribute('id', cardAnchor(race));
  });

  it.each(SPORTS)('a %s card links to its race page', (sport) => {
    const race = makeRace({
      id: `${sport}-2026-round-1`,
      name: 'Round One',
      date: '2026-11-29',
      sport,
    });
    renderCard(<UpcomingCard race={race} now={0} isNext={false} />);
    expect(racePageLink(race)).toHaveAttribute('href', sharePath(race.id));
  });

  it('a cancelled race still has its page', () => {
    const cancelled = { ...ahead, cancelled: true };
    renderCard(<UpcomingCard race={cancelled} now={0} isNext={false} />);
    expect(racePageLink(cancelled)).toHaveAttribute('href', `/r/${ahead.id}`);
  });

  it('carries an id that needs escaping as one path segment', () => {
    const odd = makeRace({ id: 'odd/race id', name: 'Odd Grand Prix', date: '2026-11-29' });
    renderCard(<UpcomingCard race={odd} now={0} isNext={false} />);
    expect(racePageLink(odd)).toHaveAttribute('href', '/r/odd%2Frace%20id');
  });
});

describe('the race page link on a compact past card', () => {
  const card = () => <PastCard race={past} tally={tallyOf(past.id, 20)} compact />;
  const toggle = () => screen.getByRole('button', { name: /Show details|Hide details/ });

  it('sits beside the expand button, never inside it', () => {
    renderCard(card());
    expect(within(toggle()).queryByRole('link')).not.toBeInTheDocument();
    expect(racePageLink(past).closest('button')).toBeNull();
  });

  it('opens the race page without toggling the card or reaching a handler around it', async () => {
    const onCardClick = vi.fn();
    const user = renderCard(card(), onCardClick);
    await user.click(racePageLink(past));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(`/r/${past.id}`);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(onCardClick).not.toHaveBeenCalled();
  });

  it('opens the race page on Enter without toggling the card', async () => {
    const user = renderCard(card());
    racePageLink(past).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(`/r/${past.id}`);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('leaves the card expanding on Enter and Space', async () => {
    const user = renderCard(card());
    toggle().focus();
    await user.keyboard('{Enter}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    // Still where it was: the toggle never navigates.
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/$/);
  });
});
