import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { en } from '../../../../../test/client/english';
import { makeRace } from '../../../../../test/domain/fixtures';
import { RaceCardFrame } from './race-card-frame';

describe('RaceCardFrame', () => {
  it('says a cancelled race is cancelled, in place of its other badge', () => {
    const race = makeRace({ id: 'qatar', name: 'Qatar Grand Prix', cancelled: true });
    const { container } = render(
      <RaceCardFrame race={race} kind="upcoming" badge={<span>Vote tomorrow</span>} />,
      { wrapper: MemoryRouter },
    );
    expect(screen.getByText(en('home.card.cancelled'))).toBeInTheDocument();
    expect(screen.queryByText('Vote tomorrow')).not.toBeInTheDocument();
    expect(container.querySelector('article')?.classList).toContain('race-card--cancelled');
  });

  it('shows the badge it is given for a race that is on', () => {
    const race = makeRace({ id: 'qatar', name: 'Qatar Grand Prix' });
    render(<RaceCardFrame race={race} kind="upcoming" badge={<span>Vote tomorrow</span>} />, {
      wrapper: MemoryRouter,
    });
    expect(screen.getByText('Vote tomorrow')).toBeInTheDocument();
    expect(screen.queryByText(en('home.card.cancelled'))).not.toBeInTheDocument();
  });
});
