import { base64UrlToBytes, browserPushPlatform } from './push-platform';

describe('base64UrlToBytes', () => {
  it.each([
    ['', []],
    ['AQ', [1]],
    ['AQI', [1, 2]],
    ['AQID', [1, 2, 3]],
    ['-_8', [251, 255]],
  ])('%j → %j', (text, bytes) => {
    expect([...base64UrlToBytes(text)]).toEqual(bytes);
  });
});

describe('browserPushPlatform.support', () => {
  const agent = navigator.userAgent;
  afterEach(() => {
    Object.defineProperty(navigator, 'userAgent', { configurable: true, value: agent });
    Reflect.deleteProperty(window, 'PushManager');
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('sends iPhone visitors outside the Home Screen to install first', () => {
    Object.defineProperty(navigator, 'userAgent', {
      configurable: true,
      value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15',
    });
    expect(browserPushPlatform.support()).toBe('ios-install');
  });

  it('reports a browser without PushManager as unsupported', () => {
    expect(browserPushPlatform.support()).toBe('unsupported');
  });

  it('accepts a browser with service workers, PushManager and notifications', () => {
    Object.defineProperty(window, 'PushManager', { configurable: true, value: class {} });
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
    Object.defineProperty(window, 'Notification', { configurable: true, value: class {} });
    expect(browserPushPlatform.support()).toBe('ok');
    Reflect.deleteProperty(window, 'Notification');
  });
});
