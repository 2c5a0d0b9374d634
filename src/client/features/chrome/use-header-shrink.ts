import { useEffect, useState } from 'react';
import { HEADER_SHRINK_SCROLL_PX } from '../../../domain/constants';

/** True once the page has scrolled beyond the shrink threshold (HEADER_SHRINK_SCROLL_PX). */
export function useHeaderShrink(threshold = HEADER_SHRINK_SCROLL_PX): boolean {
  const [shrunk, setShrunk] = useState(false);
  useEffect(() => {
    const update = () => setShrunk(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return shrunk;
}
