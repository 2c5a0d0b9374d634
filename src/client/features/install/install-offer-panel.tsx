import { use } from 'react';
import { PRODUCT_NAME } from '../../../domain/constants';
import { wordsReady } from '../../i18n/choose-language';
import { formatRich } from '../../i18n/format-rich';
import { useT } from '../../i18n/language-store';
import { track } from '../../shared/analytics';
import { promptInstall } from './install-prompt-store';
import type { InstallOffer } from './use-install-offer';

interface InstallOfferPanelProps {
  offer: Exclude<InstallOffer, null>;
  dismiss: () => void;
  hide: () => void;
}

/** The install offer itself: Android's prompt button, or the iOS Add to Home Screen steps. */
export function InstallOfferPanel({ offer, dismiss, hide }: InstallOfferPanelProps) {
  // Its words come with its code, when there is an offer to make (decision 0156).
  use(wordsReady('installOffer') as Promise<void>);
  const t = useT();
  const install = async () => {
    hide();
    const outcome = await promptInstall();
    track('install_prompt_result', { platform: offer, outcome });
  };
  // "Install GP Vibes": the panel's name and the words around the prompt.
  const installProduct = t('common.installOffer.label', { product: PRODUCT_NAME });

  return (
    <aside className="install-offer" aria-label={installProduct}>
      {offer === 'android' ? (
        <>
          <p>
            {formatRich(t, 'common.installOffer.android', {
              installProduct: <strong>{installProduct}</strong>,
            })}
          </p>
          <div className="install-offer__actions">
            <button type="button" className="button" onClick={install}>
              {t('common.installOffer.install')}
            </button>
            <button type="button" className="link-button" onClick={dismiss}>
              {t('common.installOffer.notNow')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p>
            {formatRich(t, 'common.installOffer.ios', {
              addProduct: (
                <strong>{t('common.installOffer.iosTitle', { product: PRODUCT_NAME })}</strong>
              ),
              icon: <span aria-hidden="true">⬆️</span>,
              addToHomeScreen: <em>{t('common.installOffer.addToHomeScreen')}</em>,
              add: <em>{t('common.installOffer.add')}</em>,
            })}
          </p>
          <div className="install-offer__actions">
            <button type="button" className="button" onClick={dismiss}>
              {t('common.installOffer.gotIt')}
            </button>
          </div>
        </>
      )}
    </aside>
  );
}
