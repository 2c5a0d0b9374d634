import { PRODUCT_NAME } from '../constants';
import type { Language } from '../i18n/languages';
import { RATING_WINDOW_HOURS } from '../races/race-phase';
import { sportRaceName } from '../races/sport-race-name';
import { sharePath } from '../sharing/share-paths';
import type { Sport } from '../sports/sports';
import type { Race, Tally } from '../types';
import { ratingLabel } from '../voting/rating-labels';
import { averageRating } from '../voting/tally';
import { resultsUnlocked } from '../voting/unlock';
import { averageText, type Reader, ratingLabelText, watchModeText } from '../voting/verdict-words';
import { bestWatchMode } from '../voting/watch-modes';
import { ALERT_KINDS, type AlertKind } from './alert-kinds';

// At most two alerts per race (ALERTS_PER_RACE, decision 0060). Their words come only from the race name and the
// community verdict (average, label, best watch mode) — never a result, position or driver.
// Each fan reads them in the language they had when turning alerts on.

export function isAlertKind(value: unknown): value is AlertKind {
  return (ALERT_KINDS as readonly unknown[]).includes(value);
}

/** What the service worker receives and shows. */
export interface AlertPayload {
  kind: AlertKind;
  raceId: string;
  title: string;
  body: string;
  /** One race's alerts share a tag, so a newer one replaces an older one on the device. */
  tag: string;
  /** Where a tap leads: the race's own page ('/r/<race id>'), a path on this site. */
  url: string;
  /**
   * A results alert with a verdict also carries words that give none of it away: a device
   * whose spoiler shield covers the race shows these instead (decision 0124). The choice is
   * made on the device, from its own marks; the server never learns them.
   */
  shielded?: AlertText;
}

export interface AlertText {
  title: string;
  body: string;
}

export function votingOpenText(
  race: Pick<Race, 'name'> & { sport?: Sport },
  { t, language = 'en' }: Pick<Reader, 't'> & { language?: Language },
): { title: string; body: string } {
  return {
    title: t('server.alert.votingOpenTitle', { race: sportRaceName(race, language) }),
    body: t('server.alert.votingOpenBody', { hours: RATING_WINDOW_HOURS }),
  };
}

export function resultsText(
  race: Pick<Race, 'name'> & { sport?: Sport },
  tally: Pick<Tally, 'totalVotes' | 'totalStars' | 'viewModes'>,
  reader: Reader,
): { title: string; body: string } {
  const { t, language } = reader;
  const name = sportRaceName(race, language);
  const average = averageRating(tally);
  // The alert goes out when voting has closed, so the race is past by then.
  if (average === null || !hasVerdict(tally)) {
    return {
      title: t('server.alert.closedTitle', { race: name }),
      body: t('server.alert.closedBody'),
    };
  }
  const mode = bestWatchMode(tally.viewModes);
  return {
    title: t('server.alert.resultsTitle', {
      race: name,
      average: averageText(average, language),
      label: ratingLabelText(ratingLabel(average), t),
    }),
    body: mode
      ? t('server.alert.bestWatch', { mode: watchModeText(mode, reader) })
      : t('server.alert.seeVerdict'),
  };
}

/** The results alert for a fan who has not watched the race yet: only that the verdict is in. */
export function shieldedResultsText(
  race: Pick<Race, 'name'> & { sport?: Sport },
  { t, language }: Reader,
): AlertText {
  return {
    title: t('server.alert.shieldedTitle', { race: sportRaceName(race, language) }),
    body: t('server.alert.shieldedBody', { product: PRODUCT_NAME }),
  };
}

/** The alert as one sentence (logs, the admin CLI): title, then body. */
export function alertSentence(text: { title: string; body: string }): string {
  return `${text.title}. ${text.body}`;
}

export function alertPayload(
  kind: AlertKind,
  race: Pick<Race, 'id' | 'name'> & { sport?: Sport },
  tally: Pick<Tally, 'totalVotes' | 'totalStars' | 'viewModes'>,
  reader: Reader,
): AlertPayload {
  const text =
    kind === 'voting-open' ? votingOpenText(race, reader) : resultsText(race, tally, reader);
  // A tap opens the race's own page, whatever its sport, in the language the device reads.
  const payload = {
    kind,
    raceId: race.id,
    ...text,
    tag: race.id,
    url: sharePath(race.id),
  };
  // 'Voting has closed, no ratings' gives nothing away, and no verdict is in to announce.
  if (kind !== 'results' || !hasVerdict(tally)) return payload;
  return { ...payload, shielded: shieldedResultsText(race, reader) };
}

function hasVerdict(tally: Pick<Tally, 'totalVotes' | 'totalStars'>): boolean {
  return averageRating(tally) !== null && resultsUnlocked('past', tally.totalVotes);
}
