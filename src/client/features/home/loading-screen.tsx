import { useState } from 'react';
import type { MessageId } from '../../../domain/i18n/messages/catalogue';
import { useT } from '../../i18n/language-store';
import { pickPhrase } from '../../shared/pick-phrase';

/** The loading screen's humour; one is picked with the page's own random number. */
export const LOADING_PHRASE_IDS = [
  'home.loading.tires',
  'home.loading.checking',
  'home.loading.telemetry',
  'home.loading.engines',
  'home.loading.box',
  'home.loading.lightsOut',
] as const satisfies readonly MessageId[];

export function LoadingScreen() {
  const t = useT();
  // One phrase per visit: picking on every render would flicker.
  const [phrase] = useState(() => pickPhrase(LOADING_PHRASE_IDS, Math.random()));
  return (
    <div className="home-loading" role="status" aria-live="polite">
      <span className="home-loading__wheel" aria-hidden="true" />
      <p className="home-loading__phrase">{t(phrase)}</p>
    </div>
  );
}
