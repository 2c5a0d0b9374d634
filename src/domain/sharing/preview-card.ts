// The picture a chat app or a search engine shows beside a shared race link: the race's
// verdict card, drawn by the server as a PNG. What it says is decided here, in the reader's
// language; how it is drawn is the server's. Built only from the race's calendar entry and
// its tally, so like every preview it can never carry a result, a position or a name.
import { PRODUCT_NAME } from '../constants';
import { racePhase } from '../races/race-phase';
import { sportRaceFullName } from '../races/sport-race-name';
import { sportName } from '../sports/sports';
import type { Race, Tally } from '../types';
import { raceVerdict, VERDICT_TOP_FACTORS, verdictSentence } from '../voting/race-verdict';
import { ratingLabel } from '../voting/rating-labels';
import { allTagsWithVotes, isTagVisible } from '../voting/reason-tags';
import { roundAverage } from '../voting/tally';
import { averageText, type Reader, ratingLabelText, watchModeText } from '../voting/verdict-words';
import { reasonTagMessages } from '../voting/vocabulary-messages';
import { SHARE_PATH_PREFIX, sharePath } from './share-paths';
import { verdictDescription } from './share-preview';

/** The size chat apps show largest (Open Graph's 1.91:1). */
export const PREVIEW_IMAGE_WIDTH = 1200;
export const PREVIEW_IMAGE_HEIGHT = 630;
/** PNG: chat apps show no SVG. */
export const PREVIEW_IMAGE_TYPE = 'image/png';
/** The image's file name beside its race's page: `/r/<race-id>/card.png`. */
export const PREVIEW_IMAGE_FILE = 'card.png';
/** The image's route pattern, as the server registers it. */
export const PREVIEW_IMAGE_ROUTE = `${SHARE_PATH_PREFIX}:raceId/${PREVIEW_IMAGE_FILE}`;
/**
 * The query parameter a page's image address carries: the card's version, so a chat app
 * that keeps images by address fetches the card again once the verdict has moved. The
 * server reads only the race and the language; any version gets the current card.
 */
export const PREVIEW_VERSION_PARAM = 'v';

export function previewImagePath(raceId: string): string {
  return `${sharePath(raceId)}/${PREVIEW_IMAGE_FILE}`;
}

/** The verdict as the card shows it: in numbers and stars where there is one, else in words. */
export type PreviewVerdict =
  | {
      kind: 'crowd' | 'data';
      /** 'Fans' verdict' or 'Data verdict': whose verdict it is, always said. */
      caption: string;
      label: string;
      /** One decimal, as the cards show it ('3.7'; '3,7' in German). */
      average: string;
      /** The same rounded average, for the stars: the words fully decide the picture. */
      stars: number;
      /** '3 votes'; the data verdict has none. */
      votes: string | null;
    }
  | { kind: 'words'; text: string };

export interface PreviewCard {
  site: string;
  /** '2025 Hungarian Grand Prix' ('2026 MotoGP · Qatar Grand Prix'). */
  title: string;
  /** 'Formula 1 · Round 14', and 'Cancelled' for a race called off. */
  series: string;
  verdict: PreviewVerdict;
  /** 'Best way to watch: Full Race', or null. */
  bestWatch: string | null;
  factorsCaption: string;
  /** The top vibe factors' names, without their emoji (an image font may have none). */
  factors: string[];
  /** The card in one sentence, for those who cannot see it (og:image:alt). */
  alt: string;
}

type CardRace = Pick<
  Race,
  'name' | 'season' | 'round' | 'date' | 'isCurrent' | 'cancelled' | 'sport'
>;
type CardTally = Pick<
  Tally,
  'totalVotes' | 'totalStars' | 'viewModes' | 'reasonTagTallies' | 'AI_Rating_Value'
>;

function factorNames(tally: CardTally, { t }: Reader): string[] {
  return allTagsWithVotes(tally)
    .filter(isTagVisible)
    .slice(0, VERDICT_TOP_FACTORS)
    .map((chip) => {
      const messages = reasonTagMessages(chip.id);
      return messages ? t(messages.label) : chip.label;
    });
}

function seriesLine(race: CardRace, { t, language }: Reader): string {
  const parts = [
    sportName(race.sport, language),
    t('server.racePage.round', { round: race.round }),
  ];
  if (race.cancelled) parts.push(t('server.cancelled.badge'));
  return parts.join(' · ');
}

/**
 * What the card of a race says: the crowd's verdict once it shows (the cards' unlock rule),
 * else the data's for a race run and not called off, else the words of its preview ('No
 * ratings yet', 'Voting opens on race day').
 */
export function previewCard(
  race: CardRace,
  tally: CardTally,
  now: number,
  reader: Reader,
): PreviewCard {
  const { t, language } = reader;
  const phase = racePhase(race, now);
  const title = `${race.season} ${sportRaceFullName(race, language)}`;
  const crowd = raceVerdict(tally, phase, reader, race.sport);
  const data = tally.AI_Rating_Value ?? null;
  let verdict: PreviewVerdict;
  let said: string;
  if (crowd) {
    verdict = {
      kind: 'crowd',
      caption: t('server.racePage.crowdVerdict'),
      label: crowd.label,
      average: crowd.average,
      stars: roundAverage(tally.totalStars / tally.totalVotes) ?? 0,
      votes: t('server.votes', { count: crowd.votes }),
    };
    said = verdictSentence(crowd, reader);
  } else if (data !== null && phase === 'past' && !race.cancelled) {
    const label = ratingLabelText(ratingLabel(data), t);
    const average = averageText(data, language);
    verdict = {
      kind: 'data',
      caption: t('server.racePage.dataVerdict'),
      label,
      average,
      stars: roundAverage(data) ?? 0,
      votes: null,
    };
    said = t('server.racePage.dataVerdictText', { label, average });
  } else {
    said = verdictDescription(race, tally, now, reader);
    verdict = { kind: 'words', text: said };
  }
  const best = crowd?.bestWatch;
  return {
    site: PRODUCT_NAME,
    title,
    series: seriesLine(race, reader),
    verdict,
    bestWatch: best ? t('server.embed.bestWatch', { mode: watchModeText(best, reader) }) : null,
    factorsCaption: t('server.embed.topFactors'),
    factors: crowd ? factorNames(tally, reader) : [],
    alt: t('server.previewImage.alt', { race: title, product: PRODUCT_NAME, verdict: said }),
  };
}
