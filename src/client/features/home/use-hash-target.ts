import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  HASH_FIND_ATTEMPTS,
  HASH_FIND_POLL_MS,
  HASH_HIGHLIGHT_MS,
  HASH_SCROLL_DELAY_MS,
} from './home-timings';

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
 *
 * A card not rendered yet when the delay ends (a slow phone still paging the list to it)
 * is looked for again every HASH_FIND_POLL_MS, HASH_FIND_ATTEMPTS times, and highlighted
 * from the moment it appears; a hash naming no card is dropped after that.
 */
export function useHashTarget(ready: boolean): HashTarget {
  const location = useLocation();
  const navigate = useNavigate();
  const target = anchorOf(location.hash);
  const [highlighted, setHighlighted] = useState<string | null>(null);

  useEffect(() => {
    if (!ready || !target) return;
    // navigate(replace) is history.replaceState with the router kept in step.
    const dropHash = () =>
      navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    let attempts = 0;
    let timer: ReturnType<typeof setTimeout>;
    const look = () => {
      const card = document.getElementById(target);
      if (!card) {
        attempts += 1;
        if (attempts > HASH_FIND_ATTEMPTS) dropHash();
        else timer = setTimeout(look, HASH_FIND_POLL_MS);
        return;
      }
      card.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
      setHighlighted(target);
      timer = setTimeout(() => {
        setHighlighted(null);
        dropHash();
      }, HASH_HIGHLIGHT_MS);
    };
    timer = setTimeout(look, HASH_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready, target, navigate, location.pathname, location.search]);

  return { target, highlighted };
}
