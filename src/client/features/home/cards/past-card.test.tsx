import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { en } from '../../../../../test/client/english';
import {
  revealFactorLabels,
  tagChipLabel,
  tallyWithEveryTagVisible,
  topTagLabels,
} from '../../../../../test/client/tag-limit-tally';
import { makeRace, makeTally, modes } from '../../../../../test/domain/fixtures';
import {
  allTagsWithVotes,
  COMPACT_TAG_MIN_SHARE,
  COMPACT_TAGS_MAX,
  isTagVisible,
  TAG_MIN_COUNT,
  TAGS_TOP_HOME_CARD,
  TAGS_TOP_PAST_CARD,
  type TagContext,
} from '../../../../domain/voting/reason-tags';
import { emptyTally } from '../../../../domain/voting/tally';
import { COMPACT_MODE_MIN_SHARE, NO_BEST_WATCH_TEXT } from '../../../../domain/voting/watch-modes';
import { PastCard } from './past-card';

const race = makeRace({ id: 'monza', name: 'Italian Grand Prix', date: '2026-09-06' });
const VOTES = 100;
// 100 votes: 60 five-star, 40 four-star → 4.6, Cinema ('cinema' when compact).
const tally = makeTally(
  'monza',
  { '5': 60, '4': 40 },
  {
    viewModes: modes({
      'Full Race': 70,
      'Race-in-30': 30 - COMPACT_MODE_MIN_SHARE * VOTES + 1,
      'Highlights Only': COMPACT_MODE_MIN_SHARE * VOTES - 1,
    }),
    reasonTagTallies: {
      overtakes: COMPACT_TAG_MIN_SHARE * VOTES,
      strategy_plays: COMPACT_TAG_MIN_SHARE * VOTES - 1,
      rivalries: TAG_MIN_COUNT,
    },
  },
);

describe('PastCard', () => {
  it('starts compact with the short wording, strong watch modes and dominant chips only', () => {
    render(<PastCard race={race} tally={tally} compact />, { wrapper: MemoryRouter });
    const toggle = screen.getByRole('button', { name: /Show details/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(toggle).getByText('4.6')).toBeInTheDocument();
    expect(within(toggle).getByText('cinema')).toBeInTheDocument();
    expect(within(toggle).getByText('FULL RACE 70%')).toBeInTheDocument();
    expect(within(toggle).getByText(/RACE-IN-30/)).toBeInTheDocument();
    expect(within(toggle).queryByText(/HIGHLIGHTS/)).not.toBeInTheDocument();
    expect(within(toggle).getByText('Overtakes')).toBeInTheDocument();
    expect(within(toggle).queryByText('Strategy Plays')).not.toBeInTheDocument();
  });

  it('expands and collapses by click, Enter and Space', async () => {
    const user = userEvent.setup();
    render(<PastCard race={race} tally={tally} compact />, { wrapper: MemoryRouter });
    const toggle = screen.getByRole('button', { name: /Show details/ });

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('“absolute cinema”')).toBeInTheDocument();
    expect(screen.getByText('Best way to watch')).toBeInTheDocument();

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('“absolute cinema”')).not.toBeInTheDocument();

    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the full card without a toggle when compact view is off', () => {
    render(<PastCard race={race} tally={tally} compact={false} />, { wrapper: MemoryRouter });
    expect(screen.queryByRole('button', { name: /details/ })).not.toBeInTheDocument();
    expect(screen.getByText('Cinema')).toBeInTheDocument();
    expect(screen.getByText('100 ratings')).toBeInTheDocument();
  });

  it("says 'no vote data yet' for a race without votes, compact or not", () => {
    const { unmount } = render(<PastCard race={race} tally={emptyTally('monza')} compact />, {
      wrapper: MemoryRouter,
    });
    expect(screen.getByRole('button', { name: /no vote data yet/ })).toBeInTheDocument();
    unmount();
    render(<PastCard race={race} tally={emptyTally('monza')} compact={false} />, {
      wrapper: MemoryRouter,
    });
    expect(screen.getByText(en('home.noVoteData'))).toBeInTheDocument();
  });

  it('does not carry the anchor when told the race is anchored elsewhere', () => {
    const { container } = render(<PastCard race={race} tally={tally} compact anchored={false} />, {
      wrapper: MemoryRouter,
    });
    expect(container.querySelector('article')?.id).toBe('');
  });
});

describe('PastCard: what each view shows (domain/voting/unlock.ts)', () => {
  it.each<[TagContext | undefined, number]>([
    [undefined, TAGS_TOP_PAST_CARD],
    ['past-card', TAGS_TOP_PAST_CARD],
    ['home-card', TAGS_TOP_HOME_CARD],
  ])('with context %s lists the top %i factors, most voted first', async (context, limit) => {
    const user = userEvent.setup();
    const everyTag = tallyWithEveryTagVisible('monza');
    render(<PastCard race={race} tally={everyTag} compact={false} tagContext={context} />, {
      wrapper: MemoryRouter,
    });
    expect(await revealFactorLabels(user)).toEqual(topTagLabels(limit));
  });

  it(`keeps a compact card to ${COMPACT_TAGS_MAX} dominant chips when more qualify`, () => {
    const everyTag = tallyWithEveryTagVisible('monza');
    // More tags than a compact card may show clear the dominance share.
    const dominant = allTagsWithVotes(everyTag).filter(
      (chip) => isTagVisible(chip) && chip.share >= COMPACT_TAG_MIN_SHARE,
    );
    expect(dominant.length).toBeGreaterThan(COMPACT_TAGS_MAX);
    render(<PastCard race={race} tally={everyTag} compact />, { wrapper: MemoryRouter });
    const toggle = screen.getByRole('button', { name: /Show details/ });
    const chips = [...toggle.querySelectorAll('.chip')].map(tagChipLabel);
    expect(chips).toEqual(topTagLabels(COMPACT_TAGS_MAX));
  });

  it.each<[boolean, boolean]>([
    [true, true],
    [true, false],
    [false, true],
    [false, false],
  ])(
    'compact %s, AI rating %s: the AI flag shows exactly when the rating is flagged',
    (compact, ai) => {
      const rated = { ...tally, AI_Rating: ai, AI_Rating_Value: ai ? 3.2 : null };
      render(
        <MemoryRouter>
          <PastCard race={race} tally={rated} compact={compact} />
        </MemoryRouter>,
      );
      expect(screen.queryAllByText(en('common.ai.rating'))).toHaveLength(ai ? 1 : 0);
    },
  );

  it.each([true, false])(
    'compact %s: a race nobody rated shows its data score, flagged as an AI rating',
    (compact) => {
      const dataOnly = { ...emptyTally('monza'), AI_Rating: true, AI_Rating_Value: 2.4 };
      render(
        <MemoryRouter>
          <PastCard race={race} tally={dataOnly} compact={compact} />
        </MemoryRouter>,
      );
      expect(screen.getByText('2.4')).toBeInTheDocument();
      expect(screen.getByText(en('common.ai.rating'))).toBeInTheDocument();
      if (!compact) {
        expect(screen.getByText(en('home.noVoteData'))).toBeInTheDocument();
        expect(
          screen.getByRole('group', { name: en('common.dataVerdict.label') }),
        ).toHaveTextContent('Meh');
      }
    },
  );

  it("reads '-' for the best way to watch when no mode has a vote", () => {
    const noModes = makeTally('monza', { '4': 3 });
    render(<PastCard race={race} tally={noModes} compact={false} />, { wrapper: MemoryRouter });
    const line = screen.getByText('Best way to watch').closest('p');
    expect(line).toHaveTextContent(`Best way to watch${NO_BEST_WATCH_TEXT}`);
  });
});
