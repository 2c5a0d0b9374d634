import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { en } from '../../../../test/client/english';
import { PUBLIC_KEY } from '../../../../test/client/push-browser';
import { PRODUCT_NAME } from '../../../domain/constants';
import german from '../../../domain/i18n/messages/de/index';
import { STORAGE_KEYS } from '../../../domain/site/storage-keys';
import { activateLanguage } from '../../i18n/language-store';
import { BELL_MESSAGES, type BellMessage } from './bell-messages';
import { NotificationBell } from './notification-bell';
import { base64UrlToBytes, type PushPlatform, type PushSupport } from './push-platform';

const ENDPOINT = 'https://push.example.net/send/abc';

interface Options {
  support?: PushSupport;
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  subscribed?: boolean;
  subscribeFails?: boolean;
  notReady?: boolean;
}

function fakeBrowser(o: Options = {}) {
  let permission = o.permission ?? 'default';
  let current: PushSubscription | null = null;
  const makeSubscription = (key: ArrayBuffer) => {
    const sub = {
      endpoint: ENDPOINT,
      options: { applicationServerKey: key, userVisibleOnly: true },
      toJSON: () => ({
        endpoint: ENDPOINT,
        expirationTime: null,
        keys: { p256dh: 'p', auth: 'a' },
      }),
      unsubscribe: vi.fn(async () => {
        current = null;
        return true;
      }),
    };
    return sub as unknown as PushSubscription;
  };
  if (o.subscribed) current = makeSubscription(base64UrlToBytes(PUBLIC_KEY).buffer);
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (opts: PushSubscriptionOptionsInit) => {
      if (o.subscribeFails)
        throw new DOMException('Registration failed - push service error', 'AbortError');
      current = makeSubscription((opts.applicationServerKey as Uint8Array).buffer as ArrayBuffer);
      return current;
    }),
  };
  const registration = { pushManager } as unknown as ServiceWorkerRegistration;
  const platform: PushPlatform = {
    support: () => o.support ?? 'ok',
    permission: () => permission,
    requestPermission: vi.fn(async () => {
      permission = o.answer ?? 'granted';
      return permission;
    }),
    existingRegistration: async () => registration,
    readyRegistration: async () => {
      if (o.notReady) throw new Error('not ready');
      return registration;
    },
  };
  return { platform, pushManager, current: () => current };
}

function fakeServer(postStatus = 201) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/push/public-key') return Response.json({ publicKey: PUBLIC_KEY });
    if (url === '/api/push/subscriptions' && init?.method === 'DELETE')
      return new Response(null, { status: 204 });
    if (url === '/api/push/subscriptions') {
      return postStatus < 300
        ? Response.json({ subscribed: true }, { status: postStatus })
        : Response.json({ error: 'down', code: 'INTERNAL' }, { status: postStatus });
    }
    return new Response(null, { status: 404 });
  });
}

/** A note as the bell shows it in English. */
const note = (id: BellMessage) => en(id, { product: PRODUCT_NAME });

function renderBell(platform: PushPlatform) {
  render(
    <MemoryRouter>
      <NotificationBell platform={platform} />
    </MemoryRouter>,
  );
  return screen.getByRole('button', { name: en('common.bell.label') });
}

const calls = (fetchSpy: ReturnType<typeof fakeServer>, method: string) =>
  fetchSpy.mock.calls.filter(
    ([url, init]) => url === '/api/push/subscriptions' && (init?.method ?? 'GET') === method,
  );

describe('NotificationBell', () => {
  it('never asks for permission on load and starts off', async () => {
    const browser = fakeBrowser();
    const fetchSpy = fakeServer();
    const bell = renderBell(browser.platform);
    await waitFor(() => expect(bell).toHaveAttribute('aria-pressed', 'false'));
    expect(bell).toHaveTextContent('Off');
    expect(browser.platform.requestPermission).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('asks after a tap, subscribes with the server key and sends the subscription', async () => {
    const browser = fakeBrowser();
    const fetchSpy = fakeServer();
    const bell = renderBell(browser.platform);
    await userEvent.click(bell);
    await waitFor(() => expect(bell).toHaveAttribute('aria-pressed', 'true'));
    expect(bell).toHaveTextContent('On');
    expect(browser.platform.requestPermission).toHaveBeenCalledTimes(1);
    const [opts] = browser.pushManager.subscribe.mock.calls[0]!;
    expect(opts.userVisibleOnly).toBe(true);
    expect(opts.applicationServerKey).toEqual(base64UrlToBytes(PUBLIC_KEY));
    const [post] = calls(fetchSpy, 'POST');
    expect(JSON.parse(String(post![1]!.body))).toEqual({
      endpoint: ENDPOINT,
      expirationTime: null,
      keys: { p256dh: 'p', auth: 'a' },
    });
    expect(screen.getByRole('status')).toHaveTextContent(note(BELL_MESSAGES.on));
  });

  it('turns sprint alerts off alone, keeping Grand Prix alerts, and remembers it', async () => {
    const browser = fakeBrowser();
    const fetchSpy = fakeServer();
    const bell = renderBell(browser.platform);
    await userEvent.click(bell);
    await waitFor(() => expect(bell).toHaveAttribute('aria-pressed', 'true'));
    const sprints = screen.getByRole('checkbox', { name: en('common.bell.sprints') });
    expect(sprints).toBeChecked();
    await userEvent.click(sprints);
    await waitFor(() => expect(calls(fetchSpy, 'POST')).toHaveLength(2));
    expect(JSON.parse(String(calls(fetchSpy, 'POST')[1]![1]!.body))).toMatchObject({
      endpoint: ENDPOINT,
      sprints: false,
    });
    expect(sprints).not.toBeChecked();
    expect(bell).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(STORAGE_KEYS.sprintAlerts)).toBe('false');
    localStorage.removeItem(STORAGE_KEYS.sprintAlerts);
  });

  it('turns alerts off with a second tap, telling the server', async () => {
    const browser = fakeBrowser();
    const fetchSpy = fakeServer();
    const bell = renderBell(browser.platform);
    await userEvent.click(bell);
    await waitFor(() => expect(bell).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(bell);
    await waitFor(() => expect(bell).toHaveAttribute('aria-pressed', 'false'));
    expect(browser.current()).toBeNull();
    // The subscription's auth secret proves to the server that this browser owns it.
    const [del] = calls(fetchSpy, 'DELETE');
    expect(JSON.parse(String(del![1]!.body))).toEqual({ endpoint: ENDPOINT, keys: { auth: 'a' } });
    expect(screen.getByRole('status')).toHaveTextContent(note(BELL_MESSAGES.off));
  });

  it('shows alerts on at load for a browser already subscribed', async () => {
    const browser = fakeBrowser({ permission: 'granted', subscribed: true });
    const fetchSpy = fakeServer();
    const bell = renderBell(browser.platform);
    await waitFor(() => expect(bell).toHaveAttribute('aria-pressed', 'true'));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it.each([
    ['the fan blocks notifications', { answer: 'denied' as const }, BELL_MESSAGES.denied],
    ['the fan closes the prompt', { answer: 'default' as const }, BELL_MESSAGES.dismissed],
    ['the push service is unreachable', { subscribeFails: true }, BELL_MESSAGES.pushServiceFailed],
    ['the service worker has not started', { notReady: true }, BELL_MESSAGES.notReady],
  ])('stays off and says why when %s', async (_name, options, message) => {
    const browser = fakeBrowser(options);
    const fetchSpy = fakeServer();
    const bell = renderBell(browser.platform);
    await userEvent.click(bell);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(note(message)));
    expect(bell).toHaveAttribute('aria-pressed', 'false');
    expect(calls(fetchSpy, 'POST')).toEqual([]);
  });

  it('drops the browser subscription when the server cannot store it', async () => {
    const browser = fakeBrowser();
    fakeServer(500);
    const bell = renderBell(browser.platform);
    await userEvent.click(bell);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(note(BELL_MESSAGES.saveFailed)),
    );
    expect(bell).toHaveAttribute('aria-pressed', 'false');
    expect(browser.current()).toBeNull();
  });

  it.each([
    [429, BELL_MESSAGES.saveLimited],
    [503, BELL_MESSAGES.saveLimited],
    [500, BELL_MESSAGES.saveFailed],
  ])('says why when the server answers %i to the subscription', async (status, message) => {
    const browser = fakeBrowser();
    fakeServer(status);
    const bell = renderBell(browser.platform);
    await userEvent.click(bell);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(note(message)));
    expect(bell).toHaveAttribute('aria-pressed', 'false');
    expect(browser.current()).toBeNull();
  });

  it.each([
    [
      'outside the Home Screen on iOS',
      { support: 'ios-install' as const },
      BELL_MESSAGES.iosInstall,
    ],
    ['in a browser without push', { support: 'unsupported' as const }, BELL_MESSAGES.unsupported],
    [
      'when notifications were blocked before',
      { permission: 'denied' as const },
      BELL_MESSAGES.denied,
    ],
  ])('explains what to do %s, without prompting', async (_name, options, message) => {
    const browser = fakeBrowser(options);
    const fetchSpy = fakeServer();
    const bell = renderBell(browser.platform);
    await userEvent.click(bell);
    expect(screen.getByRole('status')).toHaveTextContent(note(message));
    expect(browser.platform.requestPermission).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(bell).toHaveAttribute('aria-pressed', 'false');
  });

  it('links iPhone and iPad fans to the install steps', async () => {
    const bell = renderBell(fakeBrowser({ support: 'ios-install' }).platform);
    await userEvent.click(bell);
    expect(screen.getByRole('link', { name: /Home Screen/ })).toHaveAttribute('href', '/install');
  });

  it('works from the keyboard and closes its message', async () => {
    const browser = fakeBrowser();
    fakeServer();
    const bell = renderBell(browser.platform);
    await userEvent.tab();
    expect(bell).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(bell).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    bell.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(bell).toHaveAttribute('aria-pressed', 'false'));
  });

  it('ignores taps while it is working', async () => {
    const browser = fakeBrowser();
    fakeServer();
    let answer: (value: NotificationPermission) => void = () => {};
    const prompt = new Promise<NotificationPermission>((resolve) => {
      answer = resolve;
    });
    vi.mocked(browser.platform.requestPermission).mockReturnValueOnce(prompt);
    const bell = renderBell(browser.platform);
    await userEvent.click(bell);
    expect(bell).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(bell);
    await userEvent.click(bell);
    answer('granted');
    await waitFor(() => expect(bell).toHaveAttribute('aria-pressed', 'true'));
    expect(bell).toHaveAttribute('aria-busy', 'false');
    expect(browser.platform.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
  });

  it('keeps its English words', async () => {
    const bell = renderBell(fakeBrowser({ support: 'ios-install' }).platform);
    await userEvent.click(bell);
    expect(screen.getByRole('status')).toHaveTextContent(
      'On iPhone and iPad, alerts work in the installed app: tap Share, then Add to Home Screen, open GP Vibes from your Home Screen and tap the bell there.',
    );
    expect(
      screen.getByRole('link', { name: 'How to add GP Vibes to your Home Screen' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('speaks German, a note already on screen included', async () => {
    const browser = fakeBrowser({ answer: 'denied' });
    fakeServer();
    const bell = renderBell(browser.platform);
    await userEvent.click(bell);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(note(BELL_MESSAGES.denied)),
    );
    act(() => activateLanguage('de', german));
    expect(screen.getByRole('button', { name: 'Renn-Alerts' })).toHaveTextContent('Aus');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Benachrichtigungen sind für diese Seite blockiert.',
    );
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });
});
