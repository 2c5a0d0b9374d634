import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { makeRace } from '../../../../../test/domain/fixtures';
import { DAY_MS } from '../../../../domain/constants';
import { UPCOMING_BADGE_HIGHLIGHT_DAYS } from '../../../../domain/races/race-phase';
import { UpcomingCard } from './upcoming-card';

const RACE_DAY_MS = Date.UTC(2026, 10, 29);
const race = makeRace({ id: 'qatar', name: 'Qatar Grand Prix', date: '2026-11-29' });
const daysBefore = (days: number) => RACE_DAY_MS - days * DAY_MS + 15 * 60 * 60 * 1000;

describe('UpcomingCard', () => {
  it.each([
    [0, 'Vote today', true],
    [1, 'Vote tomorrow', true],
    [UPCOMING_BADGE_HIGHLIGHT_DAYS, `Rate in ${UPCOMING_BADGE_HIGHLIGHT_DAYS} days`, true],
    [UPCOMING_BADGE_HIGHLIGHT_DAYS + 1, `Rate in ${UPCOMING_BADGE_HIGHLIGHT_DAYS + 1} days`, false],
  ])('%i days out the next race reads %s (highlighted: %s)', (days, text, highlighted) => {
    render(<UpcomingCard race={race} now={daysBefore(days)} isNext />, { wrapper: MemoryRouter });
    const badge = screen.getByText(text);
    expect(badge.classList.contains('race-badge--soon')).toBe(highlighted);
  });

  it('shows no badge and no tally on races after the next one', () => {
    render(<UpcomingCard race={race} now={daysBefore(1)} isNext={false} />, {
      wrapper: MemoryRouter,
    });
    expect(screen.queryByText(/Vote tomorrow/)).not.toBeInTheDocument();
    expect(screen.queryByText(/rating/i)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Qatar Grand Prix' })).toBeInTheDocument();
  });

  it('carries the race anchor as its id and keeps a bad date readable', () => {
    const odd = makeRace({ id: 'odd', name: 'Odd Grand Prix', date: '2026-02-30' });
    const { container } = render(<UpcomingCard race={odd} now={0} isNext={false} />, {
      wrapper: MemoryRouter,
    });
    expect(container.querySelector('article')?.id).toBe('odd-grand-prix-2026-02-30');
    expect(screen.getByText('2026-02-30', { exact: false })).toBeInTheDocument();
  });
});
