import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { en } from '../../../../test/client/english';
import { asServer } from '../../../../test/client/server-names';
import { makeRace, makeTally, modes } from '../../../../test/domain/fixtures';
import { PRODUCT_NAME } from '../../../domain/constants';
import { EMPTY_MY_RACES, myRacesFile } from '../../../domain/my-races/my-races';
import {
  FULL_RACE_MINUTES,
  HIGHLIGHTS_MINUTES,
  RACE_IN_30_MINUTES,
} from '../../../domain/my-races/to-watch-list';
import type { Race, TallyMap } from '../../../domain/types';
import { RaceDataProvider } from '../../data/race-data';
import { myRaces } from '../../shared/my-races/my-races-store';
import { MY_RACES_FILE_NAME } from './my-races-file';
import { createMyRacesFormat } from './my-races-format';
import MyRacesPage from './my-races-page';

const NOW = Date.parse('2026-06-20T12:00:00Z');
const format = createMyRacesFormat('en');

const spain = makeRace({ id: 'spain', name: 'Spanish Grand Prix', date: '2026-06-07' });
const monaco = makeRace({ id: 'monaco', name: 'Monaco Grand Prix', date: '2026-05-24' });
const canada = makeRace({ id: 'canada', name: 'Canadian Grand Prix', date: '2026-06-14' });
const austria = makeRace({ id: 'austria', name: 'Austrian Grand Prix', date: '2026-06-28' });
const RACES = [monaco, spain, canada, austria];
const TALLIES: TallyMap = {
  spain: makeTally('spain', { '5': 4 }, { viewModes: modes({ 'Full Race': 4 }) }),
  canada: makeTally('canada', { '3': 2 }, { viewModes: modes({ 'Highlights Only': 2 }) }),
};

function stubApi(races: Race[] = RACES, tallies: TallyMap = TALLIES) {
  const fetch = vi.fn(async (path: string) => ({
    ok: true,
    status: 200,
    json: async () => (path.includes('tallies') ? tallies : races),
  }));
  vi.stubGlobal('fetch', asServer(fetch));
  return fetch;
}

async function renderPage() {
  stubApi();
  render(
    <MemoryRouter initialEntries={['/my-races']}>
      <RaceDataProvider>
        <Routes>
          <Route path="/my-races" element={<MyRacesPage />} />
        </Routes>
      </RaceDataProvider>
    </MemoryRouter>,
  );
  await waitFor(() => expect(document.querySelector('.page-loading')).toBeNull());
}

const items = () =>
  within(screen.getByRole('list', { name: en('myRaces.listHeading') })).getAllByRole('listitem');
const names = () => items().map((li) => li.querySelector('.to-watch-list__name')?.textContent);
const way = (mode: string, minutes: number) => `${mode} · ${format.duration(minutes)}`;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  myRaces.resetForTests();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  myRaces.resetForTests();
});

describe('the My races page', () => {
  it('lists the races run since the earliest one still to watch, best first, with the way to watch and its length', async () => {
    myRaces.mark('monaco', 'to-watch');
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: en('myRaces.title') })).toBeVisible();
    expect(document.title).toBe(`${en('myRaces.title')} | ${PRODUCT_NAME}`);
    expect(names()).toEqual(['Spanish Grand Prix', 'Canadian Grand Prix', 'Monaco Grand Prix']);
    const [first, second, third] = items();
    expect(first).toHaveTextContent(way('Full Race', FULL_RACE_MINUTES.formula1['grand-prix']));
    expect(first).toHaveTextContent(format.raceDate('2026-06-07'));
    expect(second).toHaveTextContent(way('Highlights Only', HIGHLIGHTS_MINUTES));
    // Monaco is under the fan's shield (switch off): its length is a Full Race's, and
    // nothing reads as a recommendation.
    expect(third).toHaveTextContent(
      en('myRaces.hiddenWay', {
        duration: format.duration(FULL_RACE_MINUTES.formula1['grand-prix']),
      }),
    );
    expect(third).not.toHaveTextContent('Full Race');
    expect(screen.getByText(en('myRaces.everySeries'))).toBeVisible();
    expect(screen.getByLabelText(en('myRaces.since'))).toHaveValue('2026-05-24');
    // The order is the only verdict: no stars, score or rating words.
    const page = document.querySelector('.to-watch-list')!.textContent ?? '';
    expect(page).not.toMatch(/★|☆|\d\.\d|Cinema|Great|Good|Meh|Poor/);
  });

  it('at /my-races lists every series the fan marked a race of, each race named with its series', async () => {
    const portugal = makeRace({
      id: 'motogp-portugal',
      name: 'Portuguese Grand Prix',
      date: '2026-06-14',
      sport: 'motogp',
    });
    const valencia = makeRace({
      id: 'motogp-valencia',
      name: 'Valencia Grand Prix',
      sport: 'motogp',
      date: '2026-06-10',
    });
    // Named as the calendars store it, the series in front: the list says the series once.
    const sprint = makeRace({
      id: 'motogp-valencia-sprint',
      name: 'MotoGP Valencia Grand Prix Sprint',
      sport: 'motogp',
      date: '2026-06-09',
      kind: 'sprint',
    });
    const indy = makeRace({ id: 'indy-iowa', name: 'Iowa', sport: 'indycar', date: '2026-06-12' });
    myRaces.mark('motogp-portugal', 'to-watch');
    myRaces.update({ since: '2026-06-01' });
    stubApi([...RACES, portugal, valencia, sprint, indy], TALLIES);
    render(
      <MemoryRouter initialEntries={['/my-races']}>
        <RaceDataProvider>
          <MyRacesPage />
        </RaceDataProvider>
      </MemoryRouter>,
    );
    await waitFor(() => expect(names()).toContain('MotoGP Portuguese Grand Prix'));
    // MotoGP's races came along with the marked one; IndyCar, never marked, did not.
    expect(names()).toContain('MotoGP Valencia Grand Prix');
    expect(names()).toContain('MotoGP Valencia Grand Prix Sprint');
    expect(names().filter((name) => name?.includes('MotoGP MotoGP'))).toEqual([]);
    expect(names()).toContain('Formula 1 Spanish Grand Prix');
    expect(names().some((name) => name?.includes('Iowa'))).toBe(false);
  });

  it('drops a race the moment it is marked watched and keeps the keyboard in the list', async () => {
    myRaces.mark('monaco', 'to-watch');
    await renderPage();
    const spainItem = items()[0]!;
    const button = within(spainItem).getByRole('button', { name: en('myRaces.markWatched') });
    expect(button).toHaveAccessibleDescription('Spanish Grand Prix');
    fireEvent.click(button);
    expect(names()).toEqual(['Canadian Grand Prix', 'Monaco Grand Prix']);
    expect(myRaces.get().marks.spain?.mark).toBe('watched');
    expect(within(items()[0]!).getByRole('button')).toHaveFocus();
    expect(
      screen.getByText(en('myRaces.markedWatched', { race: 'Spanish Grand Prix' })),
    ).toBeInTheDocument();
  });

  it('starts from the day the fan picks and remembers it', async () => {
    await renderPage();
    // Nothing marked: the last thirty days.
    expect(names()).toEqual(['Spanish Grand Prix', 'Canadian Grand Prix', 'Monaco Grand Prix']);
    fireEvent.change(screen.getByLabelText(en('myRaces.since')), {
      target: { value: '2026-06-10' },
    });
    expect(names()).toEqual(['Canadian Grand Prix']);
    expect(myRaces.get().since).toBe('2026-06-10');
  });

  it('says when there is nothing still to watch', async () => {
    myRaces.update({ since: '2026-06-15' });
    await renderPage();
    expect(document.querySelector('.to-watch-list')).toBeNull();
    expect(
      screen.getByText(en('myRaces.empty', { date: format.raceDate('2026-06-15') })),
    ).toBeVisible();
  });

  it('plans the time the fan has', async () => {
    await renderPage();
    const minutes = screen.getByRole('spinbutton', { name: en('myRaces.plan.minutes') });
    expect(minutes).toHaveValue(90);
    const plan = screen.getByRole('region', { name: en('myRaces.plan.heading') });
    const planned = () =>
      within(plan)
        .queryAllByRole('listitem')
        .map((li) => li.textContent);
    // The plan is worked out in a deferred render after the list.
    await waitFor(() => expect(planned()).toHaveLength(3));
    expect(planned()).toEqual([
      en('myRaces.plan.entry', {
        race: 'Spanish Grand Prix',
        way: 'Race-in-30',
        duration: format.duration(RACE_IN_30_MINUTES),
      }),
      en('myRaces.plan.entry', {
        race: 'Canadian Grand Prix',
        way: 'Highlights Only',
        duration: format.duration(HIGHLIGHTS_MINUTES),
      }),
      en('myRaces.plan.entry', {
        race: 'Monaco Grand Prix',
        way: 'Race-in-30',
        duration: format.duration(RACE_IN_30_MINUTES),
      }),
    ]);
    expect(plan).toHaveTextContent(en('myRaces.plan.total', { duration: format.duration(68) }));
    fireEvent.change(minutes, { target: { value: '5' } });
    expect(planned()).toEqual([]);
    expect(within(plan).getByText(en('myRaces.plan.none'))).toBeVisible();
  });

  it("keeps the shield's settings", async () => {
    await renderPage();
    const shield = screen.getByRole('group', { name: en('myRaces.shield.legend') });
    expect(within(shield).getByRole('radio', { name: en('myRaces.shield.toWatch') })).toBeChecked();
    fireEvent.click(within(shield).getByRole('radio', { name: en('myRaces.shield.unwatched') }));
    expect(myRaces.get().shield).toBe('unwatched');
    const showWay = within(shield).getByRole('checkbox', { name: en('myRaces.shield.showWay') });
    fireEvent.click(showWay);
    expect(myRaces.get().showWayToWatch).toBe(true);
  });

  it('exports the marks to a file', async () => {
    myRaces.mark('monaco', 'to-watch');
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          blobs.push(blob);
          return 'blob:my-races';
        },
        revokeObjectURL: () => {},
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe(MY_RACES_FILE_NAME);
    });
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: en('myRaces.file.export') }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(await blobs[0]!.text()).toBe(myRacesFile(myRaces.get()));
  });

  it('refuses a file that is not an export and changes nothing, then takes a good one', async () => {
    myRaces.mark('monaco', 'to-watch');
    const before = myRaces.get();
    await renderPage();
    const input = screen.getByLabelText(en('myRaces.file.import'));
    const choose = async (text: string) =>
      act(async () => {
        fireEvent.change(input, {
          target: { files: [new File([text], 'picked.json', { type: 'application/json' })] },
        });
      });
    await choose('{"hello": "world"}');
    expect(
      await screen.findByText(en('myRaces.file.notOurs', { product: PRODUCT_NAME })),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      `That file is not a ${PRODUCT_NAME} My races export.`,
    );
    expect(myRaces.get()).toBe(before);

    const other = {
      ...EMPTY_MY_RACES,
      marks: { spain: { mark: 'watched' as const, at: '2026-06-08T10:00:00Z' } },
    };
    await choose(myRacesFile(other));
    expect(await screen.findByText(en('myRaces.file.imported', { count: 1 }))).toBeVisible();
    expect(myRaces.get()).toEqual(other);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(names()).not.toContain('Spanish Grand Prix');
  });
});
