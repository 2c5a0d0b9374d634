import { useEffect, useRef, useState } from 'react';
import type { Tally } from '../../../domain/types';
import { TALLY_ANIMATION_MS } from './home-timings';
import { playNotificationSound } from './notification-sound';

/** What a fan can see change on a card; a re-sent but equal tally does not pulse. */
export function tallySignature(tally: Tally): string {
  return [
    tally.totalVotes,
    tally.totalStars,
    ...Object.values(tally.viewModes),
    ...Object.entries(tally.reasonTagTallies).flat(),
  ].join(':');
}

/**
 * True for TALLY_ANIMATION_MS after a live tally change, and plays the notification
 * sound. The first render is not a change: opening the page is silent.
 */
export function useTallyPulse(tally: Tally): boolean {
  const signature = tallySignature(tally);
  const previous = useRef(signature);
  const [pulsing, setPulsing] = useState(false);
  useEffect(() => {
    if (previous.current === signature) return;
    previous.current = signature;
    setPulsing(true);
    playNotificationSound();
    const timer = setTimeout(() => setPulsing(false), TALLY_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [signature]);
  return pulsing;
}
