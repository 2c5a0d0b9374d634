import { render, screen } from '@testing-library/react';
import { formatRaceStart } from '../../domain/races/race-start-time';
import { RaceTime } from './race-time';

describe('RaceTime', () => {
  it('shows the start in the browser’s own zone and clock when the race has one', () => {
    const race = { date: '2026-11-29', startsAt: '2026-11-29T16:00:00Z' };
    render(<RaceTime race={race} dateText="Sun, 29 Nov 2026" />);
    const time = screen.getByText(formatRaceStart(race)!);
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', race.startsAt);
    expect(screen.queryByText('Sun, 29 Nov 2026')).toBeNull();
  });

  it.each([null, undefined, 'not a time'])('keeps the date alone for a start of %j', (startsAt) => {
    render(<RaceTime race={{ date: '2026-11-29', startsAt }} dateText="Sun, 29 Nov 2026" />);
    expect(screen.getByText('Sun, 29 Nov 2026')).toHaveAttribute('datetime', '2026-11-29');
  });
});
