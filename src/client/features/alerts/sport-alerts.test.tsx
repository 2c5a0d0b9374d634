import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ALERT_SPORTS_KEY } from '../../../domain/sports/alert-sports';
import type { Sport } from '../../../domain/types';
import { BELL_MESSAGES } from './bell-messages';
import { NotificationBell } from './notification-bell';
import type { PushPlatform } from './push-platform';

// Alerts per sport (issue 34, item 7): turned on from a sport's page they follow that sport;
// the fan adds or drops sports later; a Formula 1 fan's subscription names no sport.

const PUBLIC_KEY =
  'BAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4OTo7PD0-P0A';
const ENDPOINT = 'https://push.example.net/send/sports';

function grantedBrowser(): PushPlatform {
  let current: PushSubscription | null = null;
  const pushManager = {
    getSubscription: async () => current,
    subscribe: async (opts: PushSubscriptionOptionsInit) => {
      current = {
        endpoint: ENDPOINT,
        options: { applicationServerKey: (opts.applicationServerKey as Uint8Array).buffer },
        toJSON: () => ({
          endpoint: ENDPOINT,
          expirationTime: null,
          keys: { p256dh: 'p', auth: 'a' },
        }),
        unsubscribe: async () => true,
      } as unknown as PushSubscription;
      return current;
    },
  };
  const registration = { pushManager } as unknown as ServiceWorkerRegistration;
  return {
    support: () => 'ok',
    permission: () => 'granted',
    requestPermission: async () => 'granted',
    existingRegistration: async () => registration,
    readyRegistration: async () => registration,
  };
}

function fakeServer(postStatus = () => 201) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    if (String(input) === '/api/push/public-key') return Response.json({ publicKey: PUBLIC_KEY });
    const status = postStatus();
    return status < 300
      ? Response.json({ subscribed: true }, { status })
      : Response.json({ error: 'down', code: 'INTERNAL' }, { status });
  });
}

const posted = (fetchSpy: ReturnType<typeof fakeServer>) =>
  fetchSpy.mock.calls
    .filter(([url, init]) => url === '/api/push/subscriptions' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

async function bellOn(sport: Sport, platform = grantedBrowser()) {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <NotificationBell platform={platform} sport={sport} />
    </MemoryRouter>,
  );
  const bell = screen.getByRole('button', { name: 'Race alerts' });
  await waitFor(() => expect(bell).toHaveAttribute('aria-pressed', 'false'));
  await user.click(bell);
  await waitFor(() => expect(bell).toHaveAttribute('aria-pressed', 'true'));
  return { user, bell };
}

const stored = () => JSON.parse(localStorage.getItem(ALERT_SPORTS_KEY) ?? 'null');

describe('alerts per sport', () => {
  it("turned on from MotoGP's page, they follow MotoGP", async () => {
    const fetchSpy = fakeServer();
    await bellOn('motogp');
    expect(posted(fetchSpy)).toEqual([expect.objectContaining({ sports: ['motogp'] })]);
    expect(screen.getByRole('checkbox', { name: 'MotoGP alerts' })).toBeChecked();
    // The only sport stays: the bell itself turns every alert off.
    expect(screen.getByRole('checkbox', { name: 'MotoGP alerts' })).toBeDisabled();
    expect(stored()).toEqual(['motogp']);
  });

  it("turned on from Formula 1's page, they name no sport and show no sport switch", async () => {
    const fetchSpy = fakeServer();
    await bellOn('formula1');
    expect(posted(fetchSpy)[0]).not.toHaveProperty('sports');
    expect(screen.queryByRole('checkbox', { name: /Formula 1 alerts/ })).not.toBeInTheDocument();
  });

  it('adds a sport to alerts that are on, then drops Formula 1 from its own page', async () => {
    const fetchSpy = fakeServer();
    const platform = grantedBrowser();
    const { user } = await bellOn('formula1', platform);
    // On MotoGP's page: alerts are on, for Formula 1 only.
    const view = render(
      <MemoryRouter>
        <NotificationBell platform={platform} sport="motogp" />
      </MemoryRouter>,
    );
    const moto = await waitFor(() => {
      const box = view.getAllByRole('checkbox', { name: 'MotoGP alerts' })[0]!;
      expect(box).not.toBeChecked();
      return box;
    });
    await user.click(moto);
    await waitFor(() => expect(moto).toBeChecked());
    expect(posted(fetchSpy).at(-1)).toEqual(
      expect.objectContaining({ sports: ['formula1', 'motogp'], sprints: true }),
    );
    expect(stored()).toEqual(['formula1', 'motogp']);
  });

  it('turned on from a page, they follow that sport alone; the last one cannot be dropped', async () => {
    localStorage.setItem(ALERT_SPORTS_KEY, JSON.stringify(['formula1', 'motogp']));
    const fetchSpy = fakeServer();
    const { user } = await bellOn('motogp');
    const box = screen.getByRole('checkbox', { name: 'MotoGP alerts' });
    expect(stored()).toEqual(['motogp']);
    await user.click(box);
    expect(box).toBeChecked();
    expect(posted(fetchSpy)).toHaveLength(1);
  });
});

describe('a failed change of sports', () => {
  it('keeps the list and tells the fan', async () => {
    let status = 201;
    const fetchSpy = fakeServer(() => status);
    const platform = grantedBrowser();
    const { user } = await bellOn('motogp', platform);
    const view = render(
      <MemoryRouter>
        <NotificationBell platform={platform} sport="f2" />
      </MemoryRouter>,
    );
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
    expect(posted(fetchSpy).at(-1)).toEqual(expect.objectContaining({ sports: ['motogp', 'f2'] }));
    expect(BELL_MESSAGES.sportsFailed).toBe('common.bell.note.sportsFailed');
  });
});
