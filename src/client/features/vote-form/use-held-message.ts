import { useEffect, useRef, useState } from 'react';
import { messageHoldRemainingMs } from '../../../domain/site/timing-rules';

export type MessageTone = 'success' | 'error';

export interface HeldMessage {
  text: string;
  tone: MessageTone;
}

/**
 * Keeps a status message on screen long enough to read (messageHoldRemainingMs) even when
 * the form state drops it sooner, e.g. the fan taps a new star right after the result. A newer
 * message replaces it at once.
 */
export function useHeldMessage(current: HeldMessage | null): HeldMessage | null {
  const [held, setHeld] = useState<HeldMessage | null>(null);
  const shownAt = useRef(0);
  const text = current?.text ?? null;
  const tone = current?.tone ?? null;

  useEffect(() => {
    if (text !== null && tone !== null) {
      shownAt.current = Date.now();
      setHeld({ text, tone });
      return;
    }
    const remaining = messageHoldRemainingMs(shownAt.current, Date.now());
    if (remaining <= 0) {
      setHeld(null);
      return;
    }
    const timer = setTimeout(() => setHeld(null), remaining);
    return () => clearTimeout(timer);
  }, [text, tone]);

  return current ?? held;
}
