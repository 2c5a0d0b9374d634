import { PRODUCT_NAME } from '../../../domain/constants';
import { formatRich } from '../../i18n/format-rich';
import { useT } from '../../i18n/language-store';
import { track } from '../../shared/analytics';
import { promptInstall } from './install-prompt-store';
import type { InstallOffer } from './use-install-offer';

interface InstallOfferPanelProps {
  offer: Exclude<InstallOffer, null>;
  /** "Install GP Vibes": the panel's name and the words around the prompt. */
  label: string;
  dismiss: () => void;
  hide: () => void;
}

/** The install offer itself: Android's prompt button, or the iOS Add to Home Screen steps. */
export function InstallOfferPanel({ offer, label, dismiss, hide }: InstallOfferPanelProps) {
  const t = useT();
  const install = async () => {
    hide();
    const outcome = await promptInstall();
    track('install_prompt_result', { platform: offer, outcome });
  };
  const installProduct = label;

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
