import { type ReactNode, useId } from 'react';
import { raceNameOf, racePlaceOf } from '../../../../domain/races/race-name-of';
import { cardAnchor } from '../../../../domain/races/race-names';
import type { Race, RacePhase } from '../../../../domain/types';
import { RaceTime } from '../../../shared/race-time';
import { RacePageLink } from './race-page-link';
import { ShareButton } from './share-button';
import './race-card.css';
import { useT } from '../../../i18n/language-store';
import { CountryFlag } from '../../../shared/country-flag';
import { WatchMarkControl } from '../../../shared/my-races/watch-mark-control';
import { useHomeFormat } from '../home-format';

export interface RaceCardFrameProps {
  race: Race;
  kind: RacePhase;
  highlighted?: boolean;
  pulsing?: boolean;
  compact?: boolean;
  /**
   * Whether this card carries the race's URL anchor. A race listed twice (recent and top
   * rated) carries it once, so ids stay unique and a hash names one card.
   */
  anchored?: boolean;
  /** Beside the title: the upcoming badge, a live marker (a cancelled race shows that instead). */
  badge?: ReactNode;
  children?: ReactNode;
}

/**
 * The card's outline: anchor id, title, date, place, the link to the race's page, the share
 * button and the fan's mark.
 */
export function RaceCardFrame({
  race,
  kind,
  highlighted,
  pulsing,
  compact,
  anchored = true,
  badge,
  children,
}: RaceCardFrameProps) {
  const t = useT();
  const name = raceNameOf(race);
  const format = useHomeFormat();
  const titleId = useId();
  const classes = [
    'race-card',
    `race-card--${kind}`,
    compact ? 'race-card--compact' : '',
    highlighted ? 'race-card--highlight' : '',
    pulsing ? 'race-card--pulse' : '',
    race.cancelled ? 'race-card--cancelled' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <article
      id={anchored ? cardAnchor(race) : undefined}
      className={classes}
      aria-labelledby={titleId}
    >
      <header className="race-card__header">
        <span className="race-card__flag">
          <CountryFlag flag={race.countryFlag} />
        </span>
        <div className="race-card__titles">
          <h3 id={titleId} className="race-card__name">
            {name}
          </h3>
          <p className="race-card__meta">
            <RaceTime race={race} dateText={format.raceDate(race.date)} />
            {race.location ? ` · ${racePlaceOf(race)}` : ''}
          </p>
          {race.cancelled ? (
            <span className="race-badge race-badge--cancelled">{t('home.card.cancelled')}</span>
          ) : (
            badge
          )}
          <RacePageLink race={race} />
        </div>
        <ShareButton race={race} />
      </header>
      {children}
      {/* A cancelled race has nothing to watch. */}
      {race.cancelled ? null : (
        <div className="race-card__marks">
          <WatchMarkControl raceId={race.id} raceName={name} />
        </div>
      )}
    </article>
  );
}
