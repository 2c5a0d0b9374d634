import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { HASH_HIGHLIGHT_MS, HASH_SCROLL_DELAY_MS } from '../../../domain/constants';

function anchorOf(hash: string): string | null {
  if (hash.length < 2) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}

export interface HashTarget {
  /** The card anchor the URL names (lists page to it). */
  target: string | null;
  /** The card currently highlighted. */
  highlighted: string | null;
}

/**
 * A URL hash naming a card: once the cards are on screen, wait HASH_SCROLL_DELAY_MS
 * (lists settle on the right page), scroll to it smoothly, highlight it for
 * HASH_HIGHLIGHT_MS, then drop the hash so a reload does not jump again.
 */
export function useHashTarget(ready: boolean): HashTarget {
  const location = useLocation();
  const navigate = useNavigate();
  const target = anchorOf(location.hash);
  const [highlighted, setHighlighted] = useState<string | null>(null);

  useEffect(() => {
    if (!ready || !target) return;
    const scrollTimer = setTimeout(() => {
      const card = document.getElementById(target);
      if (!card) return;
      card.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
      setHighlighted(target);
    }, HASH_SCROLL_DELAY_MS);
    const clearTimer = setTimeout(() => {
      setHighlighted(null);
      // navigate(replace) is history.replaceState with the router kept in step.
      navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    }, HASH_SCROLL_DELAY_MS + HASH_HIGHLIGHT_MS);
    return () => {
      clearTimeout(scrollTimer);
      clearTimeout(clearTimer);
    };
  }, [ready, target, navigate, location.pathname, location.search]);

  return { target, highlighted };
}
