import { Link } from 'react-router';
import type { ExplorerRow } from '../../../domain/explorer/explorer-rows';
import { cardAnchor, shortRaceName } from '../../../domain/races/race-names';
import { CANCELLED_RACE_BADGE, LIVE_RATING_BADGE } from '../../../domain/site/copy';
import { formatAverage } from '../../../domain/voting/tally';
import { bestWatchLabel } from '../../../domain/voting/watch-modes';
import { CountryFlag } from '../../shared/country-flag';
import { RaceTime } from '../../shared/race-time';
import { AiRatingBadge } from './ai-rating-badge';
import { formatRaceDate } from './explorer-columns';

interface Props {
  row: ExplorerRow;
  expanded: boolean;
  detailsId: string;
  onToggle: (raceId: string) => void;
}

export function ExplorerTableRow({ row, expanded, detailsId, onToggle }: Props) {
  const { race, tally } = row;
  const name = shortRaceName(race.name);
  return (
    <tr className={expanded ? 'explorer-row explorer-row--expanded' : 'explorer-row'}>
      <td className="explorer-table__toggle-col">
        <button
          type="button"
          className="expand-toggle"
          aria-expanded={expanded}
          aria-controls={expanded ? detailsId : undefined}
          aria-label={`Details for ${name}`}
          onClick={() => onToggle(race.id)}
        >
          <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
        </button>
      </td>
      <th scope="row" className="explorer-table__race">
        <span>{name}</span>
        {race.cancelled && <span className="cancelled-badge">{CANCELLED_RACE_BADGE}</span>}
        {row.phase === 'current' && (
          <Link className="live-badge" to={`/#${cardAnchor(race)}`}>
            {LIVE_RATING_BADGE}
            <span className="visually-hidden">: rate {name} on the home page</span>
          </Link>
        )}
      </th>
      <td className="explorer-table__rating">
        <strong>{formatAverage(row.average)}</strong> <span>{row.label}</span>
        <AiRatingBadge tally={tally} />
      </td>
      <td>{bestWatchLabel(tally.viewModes)}</td>
      <td>
        {row.topTags.length === 0 ? (
          '-'
        ) : (
          <ul className="tag-chips">
            {row.topTags.map((tag) => (
              <li key={tag.id} className={tag.highlight ? 'tag-chip tag-chip--hot' : 'tag-chip'}>
                <span aria-hidden="true">{tag.emoji}</span> {tag.label}
                {tag.highlight && <span className="visually-hidden"> (top factor)</span>}
              </li>
            ))}
          </ul>
        )}
      </td>
      <td>{tally.totalVotes}</td>
      <td>{race.season}</td>
      <td className="explorer-table__date">
        <RaceTime race={race} dateText={formatRaceDate(race.date)} />
      </td>
      <td>
        <CountryFlag flag={race.countryFlag} /> {race.location}
      </td>
    </tr>
  );
}
