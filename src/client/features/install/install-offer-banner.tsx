import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../../domain/constants';
import { track } from '../../shared/analytics';
import { promptInstall } from './install-prompt-store';
import { useInstallOffer } from './use-install-offer';

/** The timed install offer (decision 0052): Android's prompt, or the iOS Add to Home Screen steps. */
export function InstallOfferBanner() {
  const { offer, dismiss, hide } = useInstallOffer();

  useEffect(() => {
    if (offer) track('install_prompt_shown', { platform: offer });
  }, [offer]);

  if (!offer) return null;

  const install = async () => {
    hide();
    const outcome = await promptInstall();
    track('install_prompt_result', { platform: offer, outcome });
  };

  return (
    <aside className="install-offer" aria-label={`Install ${PRODUCT_NAME}`}>
      {offer === 'android' ? (
        <>
          <p>
            <strong>Install {PRODUCT_NAME}</strong> to get spoiler-free alerts when voting opens.
          </p>
          <div className="install-offer__actions">
            <button type="button" className="button" onClick={install}>
              Install
            </button>
            <button type="button" className="link-button" onClick={dismiss}>
              Not now
            </button>
          </div>
        </>
      ) : (
        <>
          <p>
            <strong>Add {PRODUCT_NAME} to your Home Screen:</strong> tap the Share button{' '}
            <span aria-hidden="true">⬆️</span>, then <em>Add to Home Screen</em>, then <em>Add</em>.
          </p>
          <div className="install-offer__actions">
            <button type="button" className="button" onClick={dismiss}>
              Got it
            </button>
          </div>
        </>
      )}
    </aside>
  );
}
