import { PRODUCT_NAME } from '../../../domain/constants';
import { useOfflineStatus } from './use-offline-status';

export const OFFLINE_TEXT =
  "You're offline: showing the ratings saved on this device. They update when you reconnect.";
export const CACHED_TEXT = `Could not reach ${PRODUCT_NAME}: showing the ratings saved on this device.`;

/** Says plainly when the ratings on screen are the ones saved on this device. */
export function OfflineNotice() {
  const { online, fromCache } = useOfflineStatus();
  const message = !online ? OFFLINE_TEXT : fromCache ? CACHED_TEXT : null;
  // The live region stays in the page so screen readers announce the change.
  return (
    <div role="status" className="offline-slot">
      {message && <p className="offline-notice">{message}</p>}
    </div>
  );
}
