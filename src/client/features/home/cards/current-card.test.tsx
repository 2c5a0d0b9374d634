import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { en } from '../../../../../test/client/english';
import { named } from '../../../../../test/client/server-names';
import {
  revealFactorLabels,
  tallyWithEveryTagVisible,
  topTagLabels,
} from '../../../../../test/client/tag-limit-tally';
import { makeRace, makeTally, modes } from '../../../../../test/domain/fixtures';
import { SOUND_DEBOUNCE_MS } from '../../../../domain/site/timing-rules';
import type { Tally } from '../../../../domain/types';
import { TAGS_TOP_CURRENT_CARD } from '../../../../domain/voting/reason-tags';
import { emptyTally } from '../../../../domain/voting/tally';
import { MIN_VOTES_CURRENT } from '../../../../domain/voting/unlock';
import { TALLY_ANIMATION_MS } from '../home-timings';
import { resetNotificationSound } from '../notification-sound';
import { CurrentCard } from './current-card';

const race = named(
  makeRace({
    id: 'vegas',
    name: 'Las Vegas Grand Prix',
    date: '2026-11-21',
    isCurrent: true,
  }),
);
const unlocked = (votes = MIN_VOTES_CURRENT, extra: Partial<Tally> = {}) => ({
  ...makeTally('vegas', { '5': votes }, { viewModes: modes({ 'Full Race': votes }) }),
  ...extra,
});

function installFakeAudio() {
  const started: number[] = [];
  class FakeAudioContext {
    state = 'running';
    currentTime = 0;
    destination = {};
    createOscillator() {
      return {
        type: 'sine',
        frequency: { setValueAtTime() {} },
        connect: (node: unknown) => node,
        start: () => started.push(Date.now()),
        stop() {},
      };
    }
    createGain() {
      return {
        gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
        connect: (node: unknown) => node,
      };
    }
    resume() {
      return Promise.resolve();
    }
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return started;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetNotificationSound();
});

describe('CurrentCard', () => {
  it('gathers the vibes with a progress bar until the unlock count', () => {
    const votes = MIN_VOTES_CURRENT - 1;
    render(<CurrentCard race={race} tally={unlocked(votes)} />, { wrapper: MemoryRouter });
    expect(screen.getByText(en('home.gathering.title'))).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: en('home.gathering.title') });
    expect(bar).toHaveAttribute('aria-valuenow', String(votes));
    expect(bar).toHaveAttribute('aria-valuemax', String(MIN_VOTES_CURRENT));
    expect(screen.queryByText('5.0')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Star distribution' })).not.toBeInTheDocument();
  });

  it("says 'no votes yet' on a live race nobody rated", () => {
    render(<CurrentCard race={race} tally={emptyTally('vegas')} />, { wrapper: MemoryRouter });
    expect(screen.getByText(new RegExp(en('home.gathering.noVotes')))).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });

  it('shows the verdict, best way to watch and panels at the unlock count', () => {
    render(<CurrentCard race={race} tally={unlocked()} />, { wrapper: MemoryRouter });
    expect(screen.queryByText(en('home.gathering.title'))).not.toBeInTheDocument();
    expect(screen.getByText('5.0')).toBeInTheDocument();
    expect(screen.getByText('Cinema')).toBeInTheDocument();
    expect(screen.getByText('“absolute cinema”')).toBeInTheDocument();
    expect(screen.getByText('FULL RACE')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Star distribution' })).toBeInTheDocument();
    expect(screen.queryByText(en('common.ai.rating'))).not.toBeInTheDocument();
  });

  it(`lists the top ${TAGS_TOP_CURRENT_CARD} factors, most voted first`, async () => {
    const user = userEvent.setup();
    render(<CurrentCard race={race} tally={tallyWithEveryTagVisible('vegas')} />, {
      wrapper: MemoryRouter,
    });
    expect(await revealFactorLabels(user)).toEqual(topTagLabels(TAGS_TOP_CURRENT_CARD));
  });

  const SIGNALS = {
    safetyCars: 2,
    virtualSafetyCars: 0,
    redFlags: 0,
    overtakes: 61,
    leadChanges: 0,
    pitStops: 40,
    cars: 20,
    totalLaps: 50,
    rainLaps: 9,
  };
  const scored = { AI_Rating: true, AI_Rating_Value: 3.9, AI_Rating_Signals: SIGNALS };
  const renderInRouter = (tally: Tally) =>
    render(
      <MemoryRouter>
        <CurrentCard race={race} tally={tally} />
      </MemoryRouter>,
    );

  it('shows the data verdict beside the progress bar while the crowd gathers', () => {
    renderInRouter({ ...emptyTally('vegas'), ...scored });
    const live = screen
      .getByRole('progressbar', { name: en('home.gathering.title') })
      .closest('div.live-tally');
    const verdict = screen.getByRole('group', { name: en('common.dataVerdict.label') });
    expect(live).toContainElement(verdict);
    expect(verdict).toHaveTextContent('3.9');
    expect(verdict).toHaveTextContent('Great');
    expect(within(verdict).getByText(en('common.ai.rating'))).toBeInTheDocument();
    expect(verdict).toHaveTextContent('2 safety cars · rain · 61 overtakes');
    expect(
      within(verdict).getByRole('link', { name: en('common.dataVerdict.how') }),
    ).toHaveAttribute('href', '/data-score');
  });

  it('lets the crowd lead once it unlocks, with the data verdict after it', () => {
    renderInRouter(unlocked(MIN_VOTES_CURRENT, scored));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const crowd = screen.getByText('“absolute cinema”');
    const verdict = screen.getByRole('group', { name: en('common.dataVerdict.label') });
    expect(crowd.compareDocumentPosition(verdict) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByText(en('common.ai.rating'))).toHaveLength(1);
  });

  it('shows no data verdict for a race the data has not scored', () => {
    renderInRouter(emptyTally('vegas'));
    expect(
      screen.queryByRole('group', { name: en('common.dataVerdict.label') }),
    ).not.toBeInTheDocument();
  });

  it('renders the vote form in the voting section labelled with the race', () => {
    render(
      <CurrentCard
        race={race}
        tally={unlocked()}
        renderVoteForm={(r) => <p>vote form for {r.id}</p>}
      />,
      { wrapper: MemoryRouter },
    );
    const voting = screen.getByRole('region', { name: 'THE LAS VEGAS GP' });
    expect(voting).toHaveTextContent('vote form for vegas');
  });

  it('animates a live change for the animation time and plays the sound at most once per debounce', () => {
    vi.useFakeTimers();
    const started = installFakeAudio();
    const { rerender, container } = render(<CurrentCard race={race} tally={unlocked()} />, {
      wrapper: MemoryRouter,
    });
    const card = () => container.querySelector('article')!;
    expect(card()).not.toHaveClass('race-card--pulse');
    expect(started).toHaveLength(0);

    rerender(<CurrentCard race={race} tally={unlocked(MIN_VOTES_CURRENT + 1)} />);
    expect(card()).toHaveClass('race-card--pulse');
    expect(started).toHaveLength(1);

    act(() => vi.advanceTimersByTime(SOUND_DEBOUNCE_MS - 100));
    rerender(<CurrentCard race={race} tally={unlocked(MIN_VOTES_CURRENT + 2)} />);
    expect(started).toHaveLength(1);

    act(() => vi.advanceTimersByTime(TALLY_ANIMATION_MS));
    expect(card()).not.toHaveClass('race-card--pulse');
    rerender(<CurrentCard race={race} tally={unlocked(MIN_VOTES_CURRENT + 3)} />);
    expect(started).toHaveLength(2);
  });

  it('stays silent where the browser has no audio', () => {
    vi.stubGlobal('AudioContext', undefined);
    const { rerender, container } = render(<CurrentCard race={race} tally={unlocked()} />, {
      wrapper: MemoryRouter,
    });
    rerender(<CurrentCard race={race} tally={unlocked(MIN_VOTES_CURRENT + 1)} />);
    expect(container.querySelector('article')).toHaveClass('race-card--pulse');
  });
});
