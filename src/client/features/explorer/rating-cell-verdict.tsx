import { type ExplorerRow, rowVerdict } from '../../../domain/explorer/explorer-rows';
import { NO_RATING_LABEL, ratingLabel } from '../../../domain/voting/rating-labels';
import { useT } from '../../i18n/language-store';
import { AiRatingBadge } from './ai-rating-badge';
import { useExplorerFormat } from './explorer-format';
import { ratingLabelText } from './explorer-words';

/**
 * A row's verdict in its Rating cell, said once: the fans' average and its label, with the
 * data's score beside it as the AI badge; or, for a race only the data has rated (an
 * archive season), the data's score and its label flagged as an AI rating, as the race's
 * own verdict reads; '-' for a race with neither. The filters and the Rating sort read the
 * same verdict (rowVerdict).
 */
export function RatingCellVerdict({ row }: { row: ExplorerRow }) {
  const t = useT();
  const format = useExplorerFormat();
  const verdict = rowVerdict(row);
  if (verdict === null) {
    return (
      <>
        {NO_RATING_LABEL}
        <AiRatingBadge tally={row.tally} />
      </>
    );
  }
  const fromData = verdict.from === 'data';
  const score = fromData ? format.decimal(verdict.score) : format.average(verdict.score);
  return (
    <>
      <strong>{score}</strong> <span>{ratingLabelText(t, ratingLabel(verdict.score))}</span>
      {row.tally.AI_Rating_Value !== null && (
        <>
          {' '}
          <AiRatingBadge tally={row.tally} withScore={!fromData} />
        </>
      )}
    </>
  );
}
