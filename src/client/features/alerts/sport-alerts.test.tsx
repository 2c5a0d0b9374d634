import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import {
  grantedBrowser,
  postedSubscriptions,
  stubPushServer,
} from '../../../../test/client/push-browser';
import { ALERT_SPORTS_KEY } from '../../../domain/sports/alert-sports';
import type { Sport } from '../../../domain/sports/sports';
import { BELL_MESSAGES } from './bell-messages';
import { NotificationBell } from './notification-bell';
import type { PushPlatform } from './push-platform';

// Alerts per sport (issue 34, item 7): turned on from a sport's page they follow that sport;
// the fan adds or drops sports later; a Formula 1 fan's subscription names no sport.

const ENDPOINT = 'https://push.example.net/send/sports';

/** The bell as a sport's page shows it, in a browser that may already have alerts on. */
const showBell = (sport: Sport, platform: PushPlatform) =>
  render(
    <MemoryRouter>
      <NotificationBell platform={platform} sport={sport} />
    </MemoryRouter>,
  );

/** Opens the sport's page and turns alerts on with the bell. */
async function bellOn(sport: Sport, platform = grantedBrowser(ENDPOINT)) {
  const user = userEvent.setup();
  showBell(sport, platform);
  const bell = screen.getByRole('button', { name: 'Race alerts' });
  await waitFor(() => expect(bell).toHaveAttribute('aria-pressed', 'false'));
  await user.click(bell);
  await waitFor(() => expect(bell).toHaveAttribute('aria-pressed', 'true'));
  return { user, bell };
}

const stored = () => JSON.parse(localStorage.getItem(ALERT_SPORTS_KEY) ?? 'null');

describe('alerts per sport', () => {
  it("turned on from MotoGP's page, they follow MotoGP", async () => {
    const fetchSpy = stubPushServer();
    await bellOn('motogp');
    expect(postedSubscriptions(fetchSpy)).toEqual([
      expect.objectContaining({ sports: ['motogp'] }),
    ]);
    expect(screen.getByRole('checkbox', { name: 'MotoGP alerts' })).toBeChecked();
    // The only sport stays: the bell itself turns every alert off.
    expect(screen.getByRole('checkbox', { name: 'MotoGP alerts' })).toBeDisabled();
    expect(stored()).toEqual(['motogp']);
  });

  it("turned on from Formula 1's page, they name no sport and show no sport switch", async () => {
    const fetchSpy = stubPushServer();
    await bellOn('formula1');
    expect(postedSubscriptions(fetchSpy)[0]).not.toHaveProperty('sports');
    expect(screen.queryByRole('checkbox', { name: /Formula 1 alerts/ })).not.toBeInTheDocument();
  });

  it('adds a sport to alerts that are on, then drops Formula 1 from its own page', async () => {
    const fetchSpy = stubPushServer();
    const platform = grantedBrowser(ENDPOINT);
    const { user } = await bellOn('formula1', platform);
    // On MotoGP's page: alerts are on, for Formula 1 only.
    const view = showBell('motogp', platform);
    const moto = await waitFor(() => {
      const box = view.getAllByRole('checkbox', { name: 'MotoGP alerts' })[0]!;
      expect(box).not.toBeChecked();
      return box;
    });
    await user.click(moto);
    await waitFor(() => expect(moto).toBeChecked());
    expect(postedSubscriptions(fetchSpy).at(-1)).toEqual(
      expect.objectContaining({ sports: ['formula1', 'motogp'], sprints: true }),
    );
    expect(stored()).toEqual(['formula1', 'motogp']);
  });

  it('turned on from a page, they follow that sport alone; the last one cannot be dropped', async () => {
    localStorage.setItem(ALERT_SPORTS_KEY, JSON.stringify(['formula1', 'motogp']));
    const fetchSpy = stubPushServer();
    const { user } = await bellOn('motogp');
    const box = screen.getByRole('checkbox', { name: 'MotoGP alerts' });
    expect(stored()).toEqual(['motogp']);
    await user.click(box);
    expect(box).toBeChecked();
    expect(postedSubscriptions(fetchSpy)).toHaveLength(1);
  });
});

describe('a failed change of sports', () => {
  it('keeps the list and tells the fan', async () => {
    let status = 201;
    const fetchSpy = stubPushServer(() => status);
    const platform = grantedBrowser(ENDPOINT);
    const { user } = await bellOn('motogp', platform);
    const view = showBell('f2', platform);
    const f2 = await waitFor(() => view.getAllByRole('checkbox', { name: 'Formula 2 alerts' })[0]!);
    status = 503;
    await user.click(f2);
    await waitFor(() =>
      expect(view.getAllByRole('status').at(-1)).toHaveTextContent(
        "We couldn't save which sports your alerts follow.",
      ),
    );
    expect(f2).not.toBeChecked();
    expect(stored()).toEqual(['motogp']);
    expect(postedSubscriptions(fetchSpy).at(-1)).toEqual(
      expect.objectContaining({ sports: ['motogp', 'f2'] }),
    );
    expect(BELL_MESSAGES.sportsFailed).toBe('common.bell.note.sportsFailed');
  });
});
