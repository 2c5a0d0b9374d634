import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { Sport } from '../../../domain/sports/sports';
import { RaceDataProvider } from '../../data/race-data';
import { ReasonsStep } from './reasons-step';

// A factor that pictures the vehicle shows the open sport's (SportInfo.vehicleEmoji).

function renderStep(sport?: Sport) {
  const step = (
    <ReasonsStep
      promptId="prompt"
      tags={[]}
      disabled={false}
      isTagDisabled={() => false}
      onToggle={() => {}}
      onNext={() => {}}
      onSkip={() => {}}
      onPrevious={() => {}}
    />
  );
  render(sport ? <RaceDataProvider sport={sport}>{step}</RaceDataProvider> : step);
  return screen.getByRole('button', { name: /Overtakes/ });
}

describe('the vote form’s factors by sport', () => {
  // The page's races never arrive: only the provider's sport matters here.
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows MotoGP’s Overtakes with a bike', () => {
    const overtakes = renderStep('motogp');
    expect(overtakes).toHaveTextContent('🏍️');
    expect(overtakes).not.toHaveTextContent('🏎️');
  });

  it.each(['formula1', 'f2', 'indycar', 'formula-e'] as const)('shows %s’s with a car', (sport) => {
    expect(renderStep(sport)).toHaveTextContent('🏎️');
  });

  it('shows a car outside any sport’s page', () => {
    expect(renderStep()).toHaveTextContent('🏎️');
  });

  it('keeps every other factor’s own emoji', () => {
    renderStep('motogp');
    expect(screen.getByRole('button', { name: /Safety Car/ })).toHaveTextContent('🚨');
  });
});
