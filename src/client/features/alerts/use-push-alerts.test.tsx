import { act, renderHook, waitFor } from '@testing-library/react';
import {
  grantedBrowser,
  postedSubscriptions,
  stubPushServer,
} from '../../../../test/client/push-browser';
import de from '../../../domain/i18n/messages/de/index';
import { activateLanguage } from '../../i18n/language-store';
import { usePushAlerts } from './use-push-alerts';

// Alerts come in the language the fan reads the site in: the subscription tells the server.

const ENDPOINT = 'https://push.example.net/send/lang';

/** Turns alerts on through the hook, in a browser that has granted notifications. */
async function turnAlertsOn() {
  const fetchSpy = stubPushServer();
  const platform = grantedBrowser(ENDPOINT);
  const { result } = renderHook(() => usePushAlerts(platform));
  await waitFor(() => expect(result.current.status).toBe('off'));
  await act(() => result.current.toggle());
  await waitFor(() => expect(result.current.status).toBe('on'));
  return { fetchSpy, result };
}

describe('usePushAlerts and the alerts’ language', () => {
  it('subscribes in German when the page is German, and keeps it when sprints change', async () => {
    activateLanguage('de', de);
    const { fetchSpy, result } = await turnAlertsOn();
    await act(() => result.current.setSprints(false));
    expect(postedSubscriptions(fetchSpy)).toEqual([
      expect.objectContaining({ endpoint: ENDPOINT, language: 'de' }),
      expect.objectContaining({ endpoint: ENDPOINT, language: 'de', sprints: false }),
    ]);
  });

  it('says nothing of the language in English, which the server assumes', async () => {
    const { fetchSpy } = await turnAlertsOn();
    expect(postedSubscriptions(fetchSpy)[0]).not.toHaveProperty('language');
  });
});
