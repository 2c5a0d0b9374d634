import type { Tally } from '../../../../domain/types';
import { cardWording } from '../../../../domain/voting/rating-labels';
import {
  compactTagChips,
  compactWatchModes,
  factorEmoji,
} from '../../../../domain/voting/reason-tags';
import { averageRating } from '../../../../domain/voting/tally';
import { cardWordingText, watchModeMessage } from '../../../../domain/voting/vocabulary-messages';
import { usePageSport } from '../../../data/use-page-sport';
import { useT } from '../../../i18n/language-store';
import { AiFlag } from '../../../shared/data-verdict';
import { useHomeFormat } from '../home-format';
import { useFactorText } from './factor-text';

/**
 * The one-line reading of a past race. Phrasing content only: it sits inside the card's
 * expand button.
 */
export function CompactSummary({ tally }: { tally: Tally }) {
  const t = useT();
  const format = useHomeFormat();
  const factor = useFactorText();
  const sport = usePageSport();
  if (tally.totalVotes === 0) {
    if (tally.AI_Rating_Value === null) {
      return <span className="empty-text">{t('home.noVoteData')}</span>;
    }
    // Nobody rated it, but the data did: its score, flagged.
    return (
      <span className="compact">
        <span className="compact__score">
          <span className="compact__average">{format.score(tally.AI_Rating_Value)}</span>{' '}
          <span className="compact__wording">
            {cardWordingText(cardWording(tally.AI_Rating_Value, { compactPast: true }), t)}
          </span>{' '}
          <AiFlag />
        </span>
      </span>
    );
  }
  const average = averageRating(tally);
  const modes = compactWatchModes(tally);
  const chips = compactTagChips(tally);
  return (
    <span className="compact">
      <span className="compact__score">
        <span className="compact__average">{format.average(average)}</span>{' '}
        <span className="compact__wording">
          {cardWordingText(cardWording(average, { compactPast: true }), t)}
        </span>
        {/* The data verdict follows the crowd's, flagged as the AI rating it is. */}
        {tally.AI_Rating_Value !== null ? (
          <>
            {' · '}
            <span className="compact__ai">{format.score(tally.AI_Rating_Value)}</span> <AiFlag />
          </>
        ) : null}
      </span>
      {modes.length > 0 ? (
        <span className="compact__modes">
          {modes.map((entry) => (
            <span key={entry.mode} className="compact__mode">
              {t(watchModeMessage(entry.mode))} {format.percent(entry.share)}
            </span>
          ))}
        </span>
      ) : null}
      {chips.length > 0 ? (
        <span className="compact__chips">
          {chips.map((chip) => (
            <span key={chip.id} className="chip chip--highlight">
              <span aria-hidden="true">{factorEmoji(chip, sport)}</span> {factor.label(chip.id)}
            </span>
          ))}
        </span>
      ) : null}
    </span>
  );
}
