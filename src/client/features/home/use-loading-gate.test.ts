import { act, renderHook } from '@testing-library/react';
import { BOOT_LOADING_ID, BOOT_PHRASE_ATTRIBUTE } from '../../../domain/site/loading-phrases';
import { LOADING_MIN_MS } from '../../../domain/site/timing-rules';
import { bootLoading, resetBootLoading } from '../../shared/boot-loading';
import { resetLoadingGate, useLoadingGate } from './use-loading-gate';

/** The page's clock when the home page first mounts (its code and words took this long). */
const MOUNTED_AT = 600;
/** When the server's loading screen was painted. */
const PAINTED_AT = 100;

function drawBootLoading() {
  const element = document.createElement('div');
  element.id = BOOT_LOADING_ID;
  element.setAttribute(BOOT_PHRASE_ATTRIBUTE, 'home.loading.tires');
  document.body.append(element);
}

/** Milliseconds from the mount until the gate opens with the data already in. */
function openAfter(): number {
  const { result } = renderHook(() => useLoadingGate(true));
  let waited = 0;
  while (!result.current && waited < 2 * LOADING_MIN_MS) {
    act(() => vi.advanceTimersByTime(1));
    waited += 1;
  }
  return waited;
}

describe('the loading screen minimum', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    vi.advanceTimersByTime(MOUNTED_AT);
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: 'first-contentful-paint', startTime: PAINTED_AT } as PerformanceEntry,
    ]);
    resetBootLoading();
    resetLoadingGate();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.getElementById(BOOT_LOADING_ID)?.remove();
  });

  it.each([
    [
      "counts from the first paint when the server's page showed the loading screen",
      true,
      LOADING_MIN_MS - (MOUNTED_AT - PAINTED_AT),
    ],
    ['counts from the home page mount when it did not', false, LOADING_MIN_MS],
  ])('%s', (_, drawn, expected) => {
    if (drawn) drawBootLoading();
    bootLoading();
    expect(openAfter()).toBe(expected);
  });

  it('never shows less than nothing: a paint long before the mount opens at once', () => {
    vi.advanceTimersByTime(LOADING_MIN_MS);
    drawBootLoading();
    bootLoading();
    expect(openAfter()).toBe(0);
  });
});
