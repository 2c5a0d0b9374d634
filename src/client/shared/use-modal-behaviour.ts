import { type RefObject, useEffect, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/**
 * While a modal is open: Tab cycles inside it, Escape closes it, the page behind does not
 * scroll, and on close focus goes back to where it was (or to a fallback when that element
 * has gone from the page).
 */
export function useModalBehaviour(
  open: boolean,
  dialogRef: RefObject<HTMLElement | null>,
  onClose: () => void,
  options: { initialFocus?: () => HTMLElement | null; fallbackFocus?: () => HTMLElement | null },
): void {
  // Callbacks change identity on every render; the effect must run only on open/close.
  const latest = useRef({ onClose, ...options });
  latest.current = { onClose, ...options };

  useEffect(() => {
    if (!open) return;
    const { initialFocus } = latest.current;
    const previous = document.activeElement as HTMLElement | null;
    const body = document.body;
    const previousOverflow = body.style.overflow;
    body.style.overflow = 'hidden';
    (initialFocus?.() ?? dialogRef.current)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (!dialog) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        latest.current.onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(dialog);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    // Capture phase: the modal sees Escape before any menu underneath it does.
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      body.style.overflow = previousOverflow;
      // An opener inside something now hidden (a menu that closed with the pick) cannot
      // take focus; the fallback does.
      const reachable = previous?.isConnected && !previous.closest('[hidden]');
      const target = reachable ? previous : latest.current.fallbackFocus?.();
      target?.focus();
    };
  }, [open, dialogRef]);
}
