import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { en } from '../../../../test/client/english';
import { makeRace } from '../../../../test/domain/fixtures';
import type { ToWatchItem } from '../../../domain/my-races/to-watch-list';
import { createMyRacesFormat } from './my-races-format';
import { TimePlan } from './time-plan';
import { ToWatchList } from './to-watch-list';

const format = createMyRacesFormat('en');
const spain = makeRace({ id: '2026-spanish-grand-prix', name: 'Spanish Grand Prix' });
const valencia = makeRace({
  id: '2026-motogp-valencia-grand-prix',
  name: 'Valencia Grand Prix',
  sport: 'motogp',
});
const item = (race: ToWatchItem['race'], minutes: number): ToWatchItem => ({
  race,
  score: 4,
  scoreFrom: 'crowd',
  mode: 'Race-in-30',
  wayHidden: false,
  modeFromCrowd: true,
  minutes,
});
const ITEMS = [item(spain, 30), item(valencia, 25)];

function renderList(namesSeries = false) {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <h2 id="list-heading" tabIndex={-1}>
        {en('myRaces.listHeading')}
      </h2>
      <ToWatchList
        items={ITEMS}
        since="2026-01-01"
        format={format}
        headingId="list-heading"
        namesSeries={namesSeries}
      />
    </MemoryRouter>,
  );
  return user;
}

describe('My races opens each race on its own page', () => {
  it('links each race still to watch by its name, and by nothing of its verdict', () => {
    renderList();
    const list = screen.getByRole('list', { name: en('myRaces.listHeading') });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Spanish Grand Prix', `/r/${spain.id}`],
      ['Valencia Grand Prix', `/r/${valencia.id}`],
    ]);
  });

  it('names the series inside the link where the list spans several', () => {
    renderList(true);
    expect(screen.getByRole('link', { name: 'MotoGP Valencia Grand Prix' })).toHaveAttribute(
      'href',
      `/r/${valencia.id}`,
    );
  });

  it('keeps the mark-watched button named after its race and the keyboard on the next button', async () => {
    const user = renderList();
    const list = screen.getByRole('list', { name: en('myRaces.listHeading') });
    const [button] = within(list).getAllByRole('button', { name: en('myRaces.markWatched') });
    expect(button).toHaveAccessibleDescription('Spanish Grand Prix');
    await user.click(button!);
    // Focus lands on a button again, never on the race's link beside it.
    expect(within(list).getAllByRole('button')[0]).toHaveFocus();
  });

  it('links each race of the time plan, the entry still reading as one sentence', async () => {
    render(
      <MemoryRouter>
        <TimePlan items={ITEMS} format={format} />
      </MemoryRouter>,
    );
    const plan = screen.getByRole('region', { name: en('myRaces.plan.heading') });
    await waitFor(() => expect(within(plan).getAllByRole('listitem')).toHaveLength(2));
    const [first] = within(plan).getAllByRole('listitem');
    expect(first).toHaveTextContent(
      en('myRaces.plan.entry', {
        race: 'Spanish Grand Prix',
        way: 'Race-in-30',
        duration: format.duration(30),
      }),
    );
    expect(within(first!).getByRole('link', { name: 'Spanish Grand Prix' })).toHaveAttribute(
      'href',
      `/r/${spain.id}`,
    );
    expect(within(plan).getByRole('link', { name: 'Valencia Grand Prix' })).toHaveAttribute(
      'href',
      `/r/${valencia.id}`,
    );
  });
});

describe('My races under the shield', () => {
  it("says a hidden race's way to watch is hidden, never the crowd's, and still its length", () => {
    const hidden: ToWatchItem = {
      ...item(spain, 105),
      score: null,
      scoreFrom: null,
      mode: 'Full Race',
      modeFromCrowd: false,
      wayHidden: true,
    };
    render(
      <MemoryRouter>
        <ToWatchList items={[hidden]} since="2026-01-01" format={format} headingId="h" />
      </MemoryRouter>,
    );
    const entry = screen.getByRole('listitem');
    expect(entry).toHaveTextContent(en('myRaces.hiddenWay', { duration: format.duration(105) }));
    expect(entry).not.toHaveTextContent(/Race-in-30|Full Race|Highlights/);
  });
});
