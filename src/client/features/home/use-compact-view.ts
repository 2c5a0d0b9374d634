import { useCallback, useState } from 'react';
import { parseCompactFlag, STORAGE_KEYS } from '../../../domain/site/storage-keys';
import { readLocal, writeLocal } from '../../shared/local-store';

/** Past cards start compact unless the fan turned compact view off (a stored flag). */
export function useCompactView(): [boolean, (compact: boolean) => void] {
  const [compact, setCompactState] = useState(() =>
    parseCompactFlag(readLocal(STORAGE_KEYS.compactView)),
  );
  const setCompact = useCallback((next: boolean) => {
    writeLocal(STORAGE_KEYS.compactView, String(next));
    setCompactState(next);
  }, []);
  return [compact, setCompact];
}
