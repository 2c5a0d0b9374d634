import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RATING_RANGE_MAX, RATING_RANGE_MIN } from '../../../domain/explorer/explorer-filter-state';
import { defaultFilters, type ExplorerFilters } from '../../../domain/explorer/explorer-filters';
import { RatingRangeSlider } from './rating-range-slider';

const TRACK_WIDTH = 400;

function Harness({ initial }: { initial: Partial<ExplorerFilters> }) {
  const [filters, setFilters] = useState({ ...defaultFilters(2025), ...initial });
  return (
    <RatingRangeSlider
      min={filters.ratingMin}
      max={filters.ratingMax}
      update={(change) => setFilters(change)}
    />
  );
}

function renderSlider(initial: Partial<ExplorerFilters> = {}) {
  render(<Harness initial={initial} />);
  const track = screen.getByTestId('rating-track');
  // jsdom does no layout: give the track a width so clicks map to ratings.
  vi.spyOn(track, 'getBoundingClientRect').mockReturnValue({
    left: 0,
    width: TRACK_WIDTH,
  } as DOMRect);
  return {
    low: screen.getByRole('slider', { name: 'Minimum rating' }),
    high: screen.getByRole('slider', { name: 'Maximum rating' }),
    clickAt: (rating: number) =>
      fireEvent.click(track, {
        clientX:
          ((rating - RATING_RANGE_MIN) / (RATING_RANGE_MAX - RATING_RANGE_MIN)) * TRACK_WIDTH,
      }),
  };
}

const values = (low: HTMLElement, high: HTMLElement) => [
  Number((low as HTMLInputElement).value),
  Number((high as HTMLInputElement).value),
];

describe('RatingRangeSlider', () => {
  it('offers two labelled sliders over 1.0–5.0 in steps of 0.1', () => {
    const { low, high } = renderSlider();
    for (const slider of [low, high]) {
      expect(slider).toHaveAttribute('min', String(RATING_RANGE_MIN));
      expect(slider).toHaveAttribute('max', String(RATING_RANGE_MAX));
      expect(slider).toHaveAttribute('step', '0.1');
    }
    expect(low).toHaveAttribute('aria-valuetext', '1.0 stars');
    expect(high).toHaveAttribute('aria-valuetext', '5.0 stars');
  });

  it('moves each thumb by keyboard: arrows step 0.1, Page keys 1, Home and End to the ends', async () => {
    const user = userEvent.setup();
    const { low, high } = renderSlider();
    low.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    expect(values(low, high)).toEqual([1.3, 5]);
    await user.keyboard('{ArrowLeft}');
    expect(values(low, high)).toEqual([1.2, 5]);
    await user.keyboard('{PageUp}');
    expect(values(low, high)).toEqual([2.2, 5]);
    high.focus();
    await user.keyboard('{PageDown}{ArrowDown}');
    expect(values(low, high)).toEqual([2.2, 3.9]);
    await user.keyboard('{End}');
    expect(values(low, high)).toEqual([2.2, 5]);
  });

  it('never lets the keyboard push one thumb past the other', async () => {
    const user = userEvent.setup();
    const { low, high } = renderSlider({ ratingMin: 3, ratingMax: 3.2 });
    low.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{End}');
    expect(values(low, high)).toEqual([3.2, 3.2]);
    high.focus();
    await user.keyboard('{Home}');
    expect(values(low, high)).toEqual([3.2, 3.2]);
  });

  it('clamps a dragged value at the other thumb', () => {
    const { low, high } = renderSlider({ ratingMax: 3 });
    fireEvent.change(low, { target: { value: '4.5' } });
    expect(values(low, high)).toEqual([3, 3]);
    fireEvent.change(high, { target: { value: '2' } });
    expect(values(low, high)).toEqual([3, 3]);
  });

  it.each<[string, number, number, number, [number, number]]>([
    ['above the range moves the maximum', 2, 3, 4.5, [2, 4.5]],
    ['below the range moves the minimum', 2, 3, 1.5, [1.5, 3]],
    ['inside, nearer the minimum', 2, 4, 2.4, [2.4, 4]],
    ['inside, nearer the maximum', 2, 4, 3.7, [2, 3.7]],
    ['on a thumb that sits at the top', 5, 5, 4, [4, 5]],
    ['at the very top with both thumbs at the bottom', 1, 1, 5, [1, 5]],
  ])('a track click %s and never crosses', (_name, min, max, at, expected) => {
    const { low, high, clickAt } = renderSlider({ ratingMin: min, ratingMax: max });
    clickAt(at);
    expect(values(low, high)).toEqual(expected);
    const [newMin, newMax] = values(low, high);
    expect(newMin).toBeLessThanOrEqual(newMax as number);
  });

  it('ignores clicks that land on a thumb itself', () => {
    const { low, high } = renderSlider({ ratingMin: 2, ratingMax: 4 });
    fireEvent.click(high, { clientX: 0 });
    expect(values(low, high)).toEqual([2, 4]);
  });
});
