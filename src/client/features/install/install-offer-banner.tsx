import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../../domain/constants';
import { formatRich } from '../../i18n/format-rich';
import { useT } from '../../i18n/language-store';
import { track } from '../../shared/analytics';
import { promptInstall } from './install-prompt-store';
import { useInstallOffer } from './use-install-offer';

/** The timed install offer (decision 0052): Android's prompt, or the iOS Add to Home Screen steps. */
export function InstallOfferBanner() {
  const t = useT();
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
