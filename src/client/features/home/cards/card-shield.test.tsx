import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { en } from '../../../../../test/client/english';
import { expectNoVerdict } from '../../../../../test/client/verdict-words';
import { makeRace, makeTally, modes } from '../../../../../test/domain/fixtures';
import { MIN_VOTES_CURRENT } from '../../../../domain/voting/unlock';
import { myRaces } from '../../../shared/my-races/my-races-store';
import { CurrentCard } from './current-card';
import { PastCard } from './past-card';
import { UpcomingCard } from './upcoming-card';

const past = makeRace({ id: 'monza', name: 'Italian Grand Prix', date: '2026-09-06' });
const live = makeRace({ id: 'vegas', name: 'Las Vegas Grand Prix', isCurrent: true });
const ahead = makeRace({ id: 'qatar', name: 'Qatar Grand Prix', date: '2026-11-29' });
const tallyOf = (raceId: string, votes: number) =>
  makeTally(
    raceId,
    { '5': votes },
    {
      viewModes: modes({ 'Full Race': votes }),
      reasonTagTallies: { overtakes: votes },
      AI_Rating: true,
      AI_Rating_Value: 4.2,
    },
  );

function renderCard(card: ReactNode) {
  const user = userEvent.setup();
  render(<MemoryRouter>{card}</MemoryRouter>);
  return user;
}
const article = (name: string) => screen.getByRole('article', { name });
const button = (name: string) => screen.getByRole('button', { name });
const revealButton = () => screen.queryByRole('button', { name: en('common.shield.reveal') });

describe('marks on the home cards', () => {
  it.each([
    ['a past card', () => <PastCard race={past} tally={tallyOf('monza', 20)} compact />, past],
    ['the live card', () => <CurrentCard race={live} tally={tallyOf('vegas', 5)} />, live],
    ['an upcoming card', () => <UpcomingCard race={ahead} now={0} isNext={false} />, ahead],
  ])('%s carries both marks, named after the race', async (_, card, race) => {
    const user = renderCard(card());
    expect(screen.getByRole('group', { name: `My races: ${race.name}` })).toBeVisible();
    await user.click(button(en('common.myRaces.toWatch')));
    expect(button(en('common.myRaces.toWatch'))).toHaveAttribute('aria-pressed', 'true');
    expect(myRaces.get().marks[race.id]?.mark).toBe('to-watch');
  });

  it('offers no mark on a cancelled race: there is nothing to watch', () => {
    renderCard(<UpcomingCard race={{ ...ahead, cancelled: true }} now={0} isNext={false} />);
    expect(screen.queryByRole('group', { name: /My races/ })).toBeNull();
  });
});

describe('the spoiler shield on the home cards', () => {
  it('leaves the verdict of a race the fan never marked as it was', () => {
    renderCard(<PastCard race={past} tally={tallyOf('monza', 20)} compact={false} />);
    expect(() => expectNoVerdict(article(past.name))).toThrow();
    expect(revealButton()).toBeNull();
  });

  it.each([true, false])('hides a past card’s whole verdict (compact %s)', (compact) => {
    myRaces.mark(past.id, 'to-watch');
    renderCard(<PastCard race={past} tally={tallyOf('monza', 20)} compact={compact} />);
    const card = article(past.name);
    expectNoVerdict(card);
    expect(screen.queryByRole('button', { name: /Show details/ })).toBeNull();
    expect(screen.queryByRole('button', { name: en('home.panel.factors') })).toBeNull();
    expect(screen.getByText(en('common.shield.hidden'))).toBeVisible();
  });

  it('shows the crowd’s best way to watch under the shield only if the fan allows it', () => {
    myRaces.mark(past.id, 'to-watch');
    myRaces.update({ showWayToWatch: true });
    renderCard(<PastCard race={past} tally={tallyOf('monza', 20)} compact />);
    expect(screen.getByText(en('home.verdict.bestWatch'))).toBeVisible();
    expectNoVerdict(article(past.name));
  });

  it('reveals that card only, with focus on the verdict', async () => {
    myRaces.mark(past.id, 'to-watch');
    myRaces.mark('other', 'to-watch');
    const user = renderCard(<PastCard race={past} tally={tallyOf('monza', 20)} compact={false} />);
    await user.click(revealButton()!);
    expect(screen.getByText('5.0').closest('[tabindex="-1"]')).toHaveFocus();
    expect(screen.getByRole('button', { name: en('home.panel.factors') })).toBeVisible();
    expect(myRaces.get().revealed).toEqual([past.id]);
  });

  it('keeps the vote form on a shielded live race but hides its tally', () => {
    myRaces.mark(live.id, 'to-watch');
    renderCard(
      <CurrentCard
        race={live}
        tally={tallyOf('vegas', MIN_VOTES_CURRENT)}
        renderVoteForm={() => <p>the vote form</p>}
      />,
    );
    const card = article(live.name);
    expectNoVerdict(card);
    expect(screen.getByText('the vote form')).toBeVisible();
    expect(revealButton()).toBeVisible();
  });

  it('lifts when the fan marks the race watched', async () => {
    myRaces.mark(past.id, 'to-watch');
    const user = renderCard(<PastCard race={past} tally={tallyOf('monza', 20)} compact={false} />);
    await user.click(button(en('common.myRaces.watched')));
    expect(revealButton()).toBeNull();
    expect(screen.getByText('5.0')).toBeVisible();
  });
});
