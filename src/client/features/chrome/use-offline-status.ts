import { useEffect, useState } from 'react';

/** Message the service worker posts after answering a data request (see public/sw.js). */
export const DATA_SOURCE_MESSAGE = 'gpvibes:data-source';

export interface OfflineStatus {
  online: boolean;
  /** The last race data came from this device's cache, not the server. */
  fromCache: boolean;
}

export function useOfflineStatus(): OfflineStatus {
  const [online, setOnline] = useState(() => navigator.onLine !== false);
  const [fromCache, setFromCache] = useState(false);

  useEffect(() => {
    const update = () => setOnline(navigator.onLine !== false);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    const container = navigator.serviceWorker;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string; source?: string } | null;
      if (data?.type === DATA_SOURCE_MESSAGE) setFromCache(data.source === 'cache');
    };
    container?.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
      container?.removeEventListener('message', onMessage);
    };
  }, []);

  return { online, fromCache };
}
