import type { BrowserContext } from '@playwright/test';

/** What would give a fan's marks away (decision 0124): their words, their store, their copy. */
export const MARK_WORDS =
  /to-watch|watched|"marks"|revealed|showWayToWatch|gpvibes\.myRaces|gpvibes-device|gpvibes-my-races/i;

/**
 * Every request the browser makes from now on (its pages and its service worker), each as
 * one line of method, address and body, so a journey can show what never left the device.
 */
export function recordRequests(context: BrowserContext): string[] {
  const sent: string[] = [];
  context.on('request', (request) => {
    sent.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`);
  });
  return sent;
}
