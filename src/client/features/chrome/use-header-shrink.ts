import { useEffect, useState } from 'react';
import { isHeaderShrunk } from '../../../domain/site/screen-rules';

/** True once the page has scrolled beyond the shrink threshold (isHeaderShrunk). */
export function useHeaderShrink(): boolean {
  const [shrunk, setShrunk] = useState(false);
  useEffect(() => {
    const update = () => setShrunk(isHeaderShrunk(window.scrollY));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return shrunk;
}
