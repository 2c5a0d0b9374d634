import type { ExplorerRow } from '../../../domain/explorer/explorer-rows';
import { shortRaceName } from '../../../domain/races/race-names';
import { EXPLORER_DETAIL_TITLES } from '../../../domain/site/copy';
import { DataVerdict } from '../../shared/data-verdict';
import { AllVibeFactors, BestWayToWatch, RatingBreakdown } from './race-detail-sections';
import { RaceDetailTabs } from './race-detail-tabs';
import './explorer-details.css';

interface Props {
  row: ExplorerRow;
  mobile: boolean;
}

/** A race's full breakdown: three columns on a desktop, two swipeable tabs on a phone. */
export function RaceDetails({ row, mobile }: Props) {
  const { tally } = row;
  const name = shortRaceName(row.race.name);
  if (mobile) {
    return (
      <>
        <RaceDetailTabs tally={tally} raceName={name} />
        <DataVerdict tally={tally} secondary={tally.totalVotes > 0} />
      </>
    );
  }
  return (
    <div className="race-details">
      <DataVerdict tally={tally} secondary={tally.totalVotes > 0} />
      <section aria-label={`${EXPLORER_DETAIL_TITLES.bestWayToWatch}, ${name}`}>
        <h3>{EXPLORER_DETAIL_TITLES.bestWayToWatch}</h3>
        <BestWayToWatch tally={tally} />
      </section>
      <section aria-label={`${EXPLORER_DETAIL_TITLES.ratingBreakdown}, ${name}`}>
        <h3>{EXPLORER_DETAIL_TITLES.ratingBreakdown}</h3>
        <RatingBreakdown tally={tally} />
      </section>
      <section aria-label={`${EXPLORER_DETAIL_TITLES.allVibeFactors}, ${name}`}>
        <h3>{EXPLORER_DETAIL_TITLES.allVibeFactors}</h3>
        <AllVibeFactors tally={tally} />
      </section>
    </div>
  );
}
