import { useState } from 'react';
import { LOADING_PHRASE_IDS } from '../../../domain/site/loading-phrases';
import { pickPhrase } from '../../../domain/site/pick-phrase';
import { useT } from '../../i18n/language-store';
import { bootLoading } from '../../shared/boot-loading';

export function LoadingScreen() {
  const t = useT();
  // One phrase per visit: the one the server's page already shows, else one picked here
  // (picking on every render would flicker).
  const [phrase] = useState(
    () => bootLoading().phrase ?? pickPhrase(LOADING_PHRASE_IDS, Math.random()),
  );
  return (
    <div className="home-loading" role="status" aria-live="polite">
      <span className="home-loading__wheel" aria-hidden="true" />
      <p className="home-loading__phrase">{t(phrase)}</p>
    </div>
  );
}
