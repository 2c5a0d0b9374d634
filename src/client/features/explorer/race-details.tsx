import type { ReactNode } from 'react';
import type { ExplorerRow } from '../../../domain/explorer/explorer-rows';
import type { MessageId } from '../../../domain/i18n/messages/catalogue';
import { raceNameOf } from '../../../domain/races/race-name-of';
import type { Sport } from '../../../domain/sports/sports';
import type { Tally } from '../../../domain/types';
import { usePageSport } from '../../data/use-page-sport';
import { useT } from '../../i18n/language-store';
import { FactorBars, StarBars, WatchModeBars } from '../../shared/crowd-breakdown';
import { SpoilerShield } from '../../shared/my-races/spoiler-shield';
import { RaceDataVerdict } from '../../shared/results-verdict';
import { RaceDetailTabs } from './race-detail-tabs';
import './explorer-details.css';

interface Props {
  row: ExplorerRow;
  mobile: boolean;
}

/** The three breakdowns side by side on a desktop, each titled and named after the race. */
const SECTIONS: readonly {
  title: MessageId;
  Body: (props: { tally: Tally; sport: Sport }) => ReactNode;
}[] = [
  { title: 'explorer.details.bestWayToWatch', Body: WatchModeBars },
  { title: 'explorer.details.ratingBreakdown', Body: StarBars },
  { title: 'explorer.details.allVibeFactors', Body: FactorBars },
];

/** A race's full breakdown, or under the fan's spoiler shield a line and a reveal button. */
export function RaceDetails({ row, mobile }: Props) {
  return (
    <SpoilerShield raceId={row.race.id} wayToWatch={<WatchModeBars tally={row.tally} />}>
      <RaceBreakdown row={row} mobile={mobile} />
    </SpoilerShield>
  );
}

/** The data verdict, secondary once fans have rated the race. */
function Verdict({ tally }: { tally: Tally }) {
  return <RaceDataVerdict tally={tally} secondary={tally.totalVotes > 0} />;
}

/** Three columns on a desktop, two swipeable tabs on a phone. */
function RaceBreakdown({ row, mobile }: Props) {
  const t = useT();
  const sport = usePageSport();
  const { tally } = row;
  const name = raceNameOf(row.race, 'short');
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
          <Body tally={tally} sport={sport} />
        </section>
      ))}
    </div>
  );
}
