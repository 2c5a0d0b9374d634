import { useEffect, useState } from 'react';
import { isHeaderShrunk } from '../../../domain/site/screen-rules';

/** True once the page has scrolled beyond the shrink threshold (isHeaderShrunk). */
export function useHeaderShrink(): boolean {
  const [shrunk, setShrunk] = useState(false);
  useEffect(() => {
    const update = () => setShrunk(isHeaderShrunk(window.scrollY));
    // The first read waits for a frame: read as the page mounts, scrollY made the browser
    // lay out the whole new page inside this effect, one long task with React's own work.
    const first = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(first);
      window.removeEventListener('scroll', update);
    };
  }, []);
  return shrunk;
}
