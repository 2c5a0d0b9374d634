import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '../../../../../test/client/english';
import { makeRace, makeTally } from '../../../../../test/domain/fixtures';
import { TAG_MIN_COUNT, UNKNOWN_TAG_EMOJI } from '../../../../domain/voting/reason-tags';
import { STAR_SCALE_MIN, starBarPercent, starScaleMax } from '../../../../domain/voting/star-scale';
import { emptyTally, normalizeTally } from '../../../../domain/voting/tally';
import { CardPanels } from './card-panels';
import { StarDistribution } from './star-distribution';

const race = makeRace({ id: 'spa', name: 'Belgian Grand Prix', date: '2026-07-19' });
const tally = makeTally(
  'spa',
  { '5': 10, '4': 5, '1': 1 },
  { reasonTagTallies: { weather_chaos: 9, overtakes: 2 } },
);

describe('CardPanels', () => {
  it('opens one panel at a time and closes it on a second press', async () => {
    const user = userEvent.setup();
    render(<CardPanels race={race} tally={tally} tagContext="past-card" />);
    const factors = screen.getByRole('button', { name: 'Vibe factors' });
    const distribution = screen.getByRole('button', { name: 'Star distribution' });
    expect(screen.queryByRole('list', { name: 'Star distribution' })).not.toBeInTheDocument();

    await user.click(factors);
    expect(factors).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /Reveal vibe factors/ })).toBeVisible();

    await user.click(distribution);
    expect(distribution).toHaveAttribute('aria-expanded', 'true');
    expect(factors).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('list', { name: 'Star distribution' })).toBeVisible();

    await user.click(distribution);
    expect(distribution).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Star distribution' })).not.toBeInTheDocument();
  });

  it("lists only visible factors and says 'no reason tags yet' when none qualify", async () => {
    const user = userEvent.setup();
    const quiet = makeTally(
      'spa',
      { '5': 10 },
      { reasonTagTallies: { overtakes: TAG_MIN_COUNT - 1 } },
    );
    render(<CardPanels race={race} tally={quiet} tagContext="past-card" />);
    await user.click(screen.getByRole('button', { name: 'Vibe factors' }));
    expect(screen.getByText(en('home.mosaic.empty'))).toBeVisible();
  });

  it('shows an unknown tag with the flag emoji and its own id', async () => {
    const user = userEvent.setup();
    const odd = normalizeTally(
      { starBuckets: { '5': 10 }, reasonTagTallies: { pit_lane_drama: 8, bogus: 'x' } },
      'spa',
    );
    render(<CardPanels race={race} tally={odd} tagContext="past-card" />);
    await user.click(screen.getByRole('button', { name: 'Vibe factors' }));
    await user.click(screen.getByRole('button', { name: /Reveal vibe factors/ }));
    const tile = screen.getByText(/pit_lane_drama/);
    expect(tile).toHaveTextContent(UNKNOWN_TAG_EMOJI);
    expect(screen.queryByText(/bogus/)).not.toBeInTheDocument();
  });
});

describe('StarDistribution', () => {
  it("draws bars on the spec's scale (tallest count plus headroom)", () => {
    render(<StarDistribution tally={tally} />);
    const scale = starScaleMax(tally.starBuckets);
    expect(screen.getByTestId('star-bar-5').style.width).toBe(`${starBarPercent(10, scale)}%`);
    expect(screen.getByTestId('star-bar-1').style.width).toBe(`${starBarPercent(1, scale)}%`);
    expect(screen.getByTestId('star-bar-2').style.width).toBe('0%');
    expect(Number.parseFloat(screen.getByTestId('star-bar-5').style.width)).toBeLessThan(100);
  });

  it('keeps one vote from drawing a full bar (scale floor)', () => {
    render(<StarDistribution tally={makeTally('spa', { '3': 1 })} />);
    expect(screen.getByTestId('star-bar-3').style.width).toBe(`${(1 / STAR_SCALE_MIN) * 100}%`);
  });

  it("says 'No ratings' without votes", () => {
    render(<StarDistribution tally={emptyTally('spa')} />);
    expect(screen.getByText(en('home.distribution.empty'))).toBeInTheDocument();
  });

  it("says 'No ratings' rather than five empty bars when no star has a count", () => {
    // Totals without buckets: a row written by an older importer.
    render(<StarDistribution tally={{ ...emptyTally('spa'), totalVotes: 3, totalStars: 12 }} />);
    expect(screen.getByText(en('home.distribution.empty'))).toBeInTheDocument();
    expect(screen.queryByTestId('star-bar-5')).not.toBeInTheDocument();
  });
});
