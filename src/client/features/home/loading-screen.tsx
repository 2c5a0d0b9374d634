import { useState } from 'react';
import { pickLoadingPhrase } from '../../../domain/site/copy';

export function LoadingScreen() {
  // One phrase per visit: picking on every render would flicker.
  const [phrase] = useState(() => pickLoadingPhrase(Math.random()));
  return (
    <div className="home-loading" role="status" aria-live="polite">
      <span className="home-loading__wheel" aria-hidden="true" />
      <p className="home-loading__phrase">{phrase}</p>
    </div>
  );
}
