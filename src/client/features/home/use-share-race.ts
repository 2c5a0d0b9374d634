import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '../../../domain/i18n/languages';
import { sportRaceTitleOf } from '../../../domain/races/race-name-of';
import { sharePath, withLanguage } from '../../../domain/sharing/share-paths';
import type { Race } from '../../../domain/types';
import { useLanguage } from '../../i18n/language-store';
import { LINK_COPIED_TOAST_MS } from './home-timings';

/**
 * The link a fan shares: the server gives it the race's preview, the app opens its card.
 * It carries the sharer's language (the preview and the page read in it); an English link
 * names none, so it stays the shortest.
 */
export function raceShareUrl(
  race: Pick<Race, 'id'>,
  language: Language = DEFAULT_LANGUAGE,
  origin = window.location.origin,
): string {
  const asked = language === DEFAULT_LANGUAGE ? undefined : language;
  return `${origin}${withLanguage(sharePath(race.id), asked)}`;
}

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Plain-http hosts have no async clipboard; copying a selected field works there.
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.appendChild(field);
  field.select();
  const copied = document.execCommand?.('copy') ?? false;
  field.remove();
  if (!copied) throw new Error('copy command refused');
}

/** Native share sheet where the browser has one, else copy the link and say so. */
export function useShareRace(race: Race): { share: () => Promise<void>; copied: boolean } {
  const [copied, setCopied] = useState(false);
  const language = useLanguage();
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), LINK_COPIED_TOAST_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const share = useCallback(async () => {
    const url = raceShareUrl(race, language);
    if (typeof navigator.share === 'function') {
      try {
        // Shared outside the site: the series says itself in front.
        await navigator.share({ title: sportRaceTitleOf(race, language, 'short'), url });
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if ((error as Error).name !== 'AbortError') console.warn('share failed', error);
      }
      return;
    }
    try {
      await copyText(url);
      setCopied(false);
      setCopied(true);
    } catch (error) {
      console.warn('copying the race link failed', error);
    }
  }, [race, language]);

  return { share, copied };
}
