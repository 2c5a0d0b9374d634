import { Suspense, useEffect } from 'react';
import { track } from '../../shared/analytics';
import { onDemand } from '../../shared/on-demand';
import { useInstallOffer } from './use-install-offer';

// The offer's words and buttons load when there is an offer to make (its words with it, 0156):
// most visits have none,
// and the shell's first load is kept within its budget.
export const InstallOfferPanel = onDemand(() =>
  import('./install-offer-panel').then((module) => module.InstallOfferPanel),
);

/** The timed install offer (decision 0052): Android's prompt, or the iOS Add to Home Screen steps. */
export function InstallOfferBanner() {
  const { offer, dismiss, hide } = useInstallOffer();

  useEffect(() => {
    if (offer) track('install_prompt_shown', { platform: offer });
  }, [offer]);

  if (!offer) return null;
  return (
    <Suspense fallback={null}>
      <InstallOfferPanel offer={offer} dismiss={dismiss} hide={hide} />
    </Suspense>
  );
}
