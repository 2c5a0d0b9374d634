import { useState } from 'react';
import type { MessageId } from '../../../domain/i18n/messages/catalogue';
import { useT } from '../../i18n/language-store';

/** The loading screen's humour; one is picked with the page's own random number. */
export const LOADING_PHRASE_IDS = [
  'home.loading.tires',
  'home.loading.checking',
  'home.loading.telemetry',
  'home.loading.engines',
  'home.loading.box',
  'home.loading.lightsOut',
] as const satisfies readonly MessageId[];

/** `random` in [0, 1), as from Math.random; out-of-range input still yields a phrase. */
export function pickLoadingPhrase(random: number): MessageId {
  const last = LOADING_PHRASE_IDS.length - 1;
  const index = Math.min(last, Math.max(0, Math.floor(random * LOADING_PHRASE_IDS.length)));
  return LOADING_PHRASE_IDS[index] ?? LOADING_PHRASE_IDS[0];
}

export function LoadingScreen() {
  const t = useT();
  // One phrase per visit: picking on every render would flicker.
  const [phrase] = useState(() => pickLoadingPhrase(Math.random()));
  return (
    <div className="home-loading" role="status" aria-live="polite">
      <span className="home-loading__wheel" aria-hidden="true" />
      <p className="home-loading__phrase">{t(phrase)}</p>
    </div>
  );
}
