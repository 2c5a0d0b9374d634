import type { ExplorerRow } from '../../../domain/explorer/explorer-rows';
import type { MessageId } from '../../../domain/i18n/messages/catalogue';
import { shortRaceName } from '../../../domain/races/race-names';
import type { Tally } from '../../../domain/types';
import { useT } from '../../i18n/language-store';
import { DataVerdict } from '../../shared/data-verdict';
import { SpoilerShield } from '../../shared/my-races/spoiler-shield';
import { AllVibeFactors, BestWayToWatch, RatingBreakdown } from './race-detail-sections';
import { RaceDetailTabs } from './race-detail-tabs';
import { ResultsVerdict } from './results-verdict';
import './explorer-details.css';

interface Props {
  row: ExplorerRow;
  mobile: boolean;
}

/** The three breakdowns side by side on a desktop, each titled and named after the race. */
const SECTIONS: readonly { title: MessageId; Body: typeof BestWayToWatch }[] = [
  { title: 'explorer.details.bestWayToWatch', Body: BestWayToWatch },
  { title: 'explorer.details.ratingBreakdown', Body: RatingBreakdown },
  { title: 'explorer.details.allVibeFactors', Body: AllVibeFactors },
];

/** A race's full breakdown, or under the fan's spoiler shield a line and a reveal button. */
export function RaceDetails({ row, mobile }: Props) {
  return (
    <SpoilerShield raceId={row.race.id} wayToWatch={<BestWayToWatch tally={row.tally} />}>
      <RaceBreakdown row={row} mobile={mobile} />
    </SpoilerShield>
  );
}

/** The data verdict, named after its source: an archive race's comes from its results. */
function Verdict({ tally }: { tally: Tally }) {
  const secondary = tally.totalVotes > 0;
  return tally.AI_Rating_Results ? (
    <ResultsVerdict tally={tally} secondary={secondary} />
  ) : (
    <DataVerdict tally={tally} secondary={secondary} />
  );
}

/** Three columns on a desktop, two swipeable tabs on a phone. */
function RaceBreakdown({ row, mobile }: Props) {
  const t = useT();
  const { tally } = row;
  const name = shortRaceName(row.race.name);
  if (mobile) {
    return (
      <>
        <RaceDetailTabs tally={tally} raceName={name} />
        <Verdict tally={tally} />
      </>
    );
  }
  return (
    <div className="race-details">
      <Verdict tally={tally} />
      {SECTIONS.map(({ title, Body }) => (
        <section
          key={title}
          aria-label={t('explorer.details.sectionFor', { section: t(title), race: name })}
        >
          <h3>{t(title)}</h3>
          <Body tally={tally} />
        </section>
      ))}
    </div>
  );
}
