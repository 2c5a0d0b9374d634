import { upcomingBadgeWithStart } from '../../../../domain/races/race-start-time';
import type { Race } from '../../../../domain/types';
import { useT } from '../../../i18n/language-store';
import { RaceCardFrame } from './race-card-frame';

export interface UpcomingCardProps {
  race: Race;
  now: number;
  /** The first upcoming race on page 1 carries the countdown badge. */
  isNext: boolean;
  highlighted?: boolean;
}

/** An upcoming race: no tally (voting opens on race day), a countdown on the next one. */
export function UpcomingCard({ race, now, isNext, highlighted }: UpcomingCardProps) {
  const t = useT();
  // The countdown follows the fan's own calendar day (see daysUntilRace), in hours on the day.
  const badge = isNext
    ? upcomingBadgeWithStart(race, now, -new Date(now).getTimezoneOffset())
    : null;
  return (
    <RaceCardFrame
      race={race}
      kind="upcoming"
      highlighted={highlighted}
      badge={
        badge ? (
          <span className={badge.highlight ? 'race-badge race-badge--soon' : 'race-badge'}>
            {t(badge.text.id, badge.text.values)}
          </span>
        ) : null
      }
    />
  );
}
