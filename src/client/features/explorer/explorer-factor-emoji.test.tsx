import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import {
  FIRST_COUNT_TIMEOUT_MS,
  RACES,
  stubRaceApi,
  TALLIES,
} from '../../../../test/client/explorer-season';
import type { Sport } from '../../../domain/sports/sports';
import { RaceDataProvider } from '../../data/race-data';
import ExplorerPage from './explorer-page';

// The explorer draws a factor that pictures the vehicle as the open sport's: a bike on
// MotoGP's explorer, a car on Formula 1's.

async function renderExplorerOf(sport: Sport) {
  stubRaceApi(
    RACES.map((race) => ({ ...race, sport })),
    TALLIES,
  );
  render(
    <MemoryRouter initialEntries={['/explorer']}>
      <RaceDataProvider sport={sport}>
        <Routes>
          <Route path="/explorer" element={<ExplorerPage />} />
        </Routes>
      </RaceDataProvider>
    </MemoryRouter>,
  );
  // The first count waits on the race data: over a second on a loaded machine.
  await screen.findByText(/^Showing /, {}, { timeout: FIRST_COUNT_TIMEOUT_MS });
  // Monaco's top factor is Overtakes.
  const monaco = screen.getByRole('row', { name: /Monaco/ });
  return within(monaco).getByText(/Overtakes/);
}

describe('the explorer’s factor emoji by sport', () => {
  it('shows MotoGP’s Overtakes with a bike', async () => {
    const chip = await renderExplorerOf('motogp');
    expect(chip).toHaveTextContent('🏍️');
    expect(chip).not.toHaveTextContent('🏎️');
  });

  it('shows Formula 1’s with a car', async () => {
    expect(await renderExplorerOf('formula1')).toHaveTextContent('🏎️');
  });
});
