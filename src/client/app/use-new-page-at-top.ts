import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A link to another page opens it at its top, as a fan expects of any site: the router
 * swaps pages without the browser's own reset, so a link at the foot of a long page would
 * otherwise land the fan halfway down the next one. Back and forward keep the browser's
 * own restoring, a link to an anchor (#…) goes to its anchor, and a change of query on the
 * same page (the explorer's filters) keeps the fan where they are.
 */
export function useNewPageAtTop(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (navigationType === 'POP' || hash) return;
    window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}
