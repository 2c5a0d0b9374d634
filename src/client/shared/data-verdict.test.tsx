import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { en } from '../../../test/client/english';
import german from '../../domain/i18n/messages/de/index';
import japanese from '../../domain/i18n/messages/ja/index';
import type { RaceSignals } from '../../domain/race-facts/race-signals';
import { signalsReason } from '../../domain/race-facts/race-signals';
import { emptyTally } from '../../domain/voting/tally';
import { activateLanguage } from '../i18n/language-store';
import { DataVerdict, signalsReasonParts } from './data-verdict';

const SIGNALS: RaceSignals = {
  safetyCars: 2,
  virtualSafetyCars: 1,
  redFlags: 1,
  overtakes: 61,
  leadChanges: 3,
  pitStops: 45,
  cars: 20,
  totalLaps: 57,
  rainLaps: 20,
};

function renderVerdict(signals: RaceSignals | null = SIGNALS) {
  const tally = {
    ...emptyTally('miami'),
    AI_Rating: true,
    AI_Rating_Value: 3.5,
    AI_Rating_Signals: signals,
  };
  render(
    <MemoryRouter>
      <DataVerdict tally={tally} />
    </MemoryRouter>,
  );
}

describe('DataVerdict', () => {
  it('reads in English word for word', () => {
    renderVerdict();
    const verdict = screen.getByRole('group', { name: 'Data verdict' });
    expect(verdict).toHaveTextContent(
      'Data verdict 3.5 out of 5, Great AI rating1 red flag · 2 safety cars · 1 VSC · rain · 3 lead changes · 61 overtakesHow the AI rating is computed',
    );
    expect(within(verdict).getByText('AI rating')).toHaveAttribute(
      'title',
      'Computed from race data (safety cars, rain, overtakes…), not by fans',
    );
  });

  it.each<[string, RaceSignals]>([
    ['a busy race', SIGNALS],
    [
      'a quiet race',
      {
        ...SIGNALS,
        safetyCars: 0,
        virtualSafetyCars: 0,
        redFlags: 0,
        leadChanges: 0,
        rainLaps: 0,
        overtakes: 1,
      },
    ],
  ])('lists the signals of %s in English exactly as the stored reason', (_name, signals) => {
    expect(signalsReasonParts(signals, en).join(' · ')).toBe(signalsReason(signals));
  });

  it('speaks German: its name, the decimal comma, the label and the signals', () => {
    act(() => activateLanguage('de', german));
    renderVerdict();
    const verdict = screen.getByRole('group', { name: 'Datenurteil' });
    expect(verdict).toHaveTextContent('3,5');
    expect(verdict).toHaveTextContent('1 rote Flagge · 2 Safety-Cars · 1 VSC · Regen');
    expect(within(verdict).getByText('KI-Bewertung')).toBeInTheDocument();
    expect(
      within(verdict).getByRole('link', { name: 'So wird die KI-Bewertung berechnet' }),
    ).toHaveAttribute('href', '/data-score');
  });

  it('counts in Japanese without a plural form', () => {
    act(() => activateLanguage('ja', japanese));
    renderVerdict();
    expect(screen.getByRole('group', { name: 'データ判定' })).toHaveTextContent(
      '赤旗1回 · セーフティカー2回',
    );
  });
});
