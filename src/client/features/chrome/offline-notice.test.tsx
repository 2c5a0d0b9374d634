import { act, render, screen } from '@testing-library/react';
import { OfflineNotice } from './offline-notice';
import { DATA_SOURCE_MESSAGE } from './use-offline-status';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('OfflineNotice', () => {
  afterEach(() => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('says nothing online and explains itself offline', () => {
    render(<OfflineNotice />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent(
      "You're offline: showing the ratings saved on this device. They update when you reconnect.",
    );
    act(() => setOnline(true));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says so when the service worker answered from its cache', () => {
    const container = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
    render(<OfflineNotice />);
    const post = (source: string) =>
      act(() => {
        container.dispatchEvent(
          new MessageEvent('message', { data: { type: DATA_SOURCE_MESSAGE, source } }),
        );
      });
    post('cache');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Could not reach GP Vibes: showing the ratings saved on this device.',
    );
    post('network');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
