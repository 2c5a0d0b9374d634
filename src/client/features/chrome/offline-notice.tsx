import { PRODUCT_NAME } from '../../../domain/constants';
import { useT } from '../../i18n/language-store';
import { useOfflineStatus } from './use-offline-status';

/** Says plainly when the ratings on screen are the ones saved on this device. */
export function OfflineNotice() {
  const t = useT();
  const { online, fromCache } = useOfflineStatus();
  const message = !online
    ? t('common.offline.offline')
    : fromCache
      ? t('common.offline.cached', { product: PRODUCT_NAME })
      : null;
  // The live region stays in the page so screen readers announce the change.
  return (
    <div role="status" className="offline-slot">
      {message && <p className="offline-notice">{message}</p>}
    </div>
  );
}
