import { Link } from 'react-router';
import type { ExplorerRow } from '../../../domain/explorer/explorer-rows';
import { raceNameOf, racePlaceOf } from '../../../domain/races/race-name-of';
import { cardAnchor } from '../../../domain/races/race-names';
import { sharePath } from '../../../domain/sharing/share-paths';
import { factorEmoji } from '../../../domain/voting/reason-tags';
import { useT } from '../../i18n/language-store';
import { CountryFlag } from '../../shared/country-flag';
import { useMyRaces } from '../../shared/my-races/my-races-store';
import { SpoilerShield } from '../../shared/my-races/spoiler-shield';
import { WatchMarkControl } from '../../shared/my-races/watch-mark-control';
import { RaceTime } from '../../shared/race-time';
import { useExplorerFormat } from './explorer-format';
import { bestWatchText, factorText } from './explorer-words';
import { RatingCellVerdict } from './rating-cell-verdict';

interface Props {
  row: ExplorerRow;
  expanded: boolean;
  detailsId: string;
  onToggle: (raceId: string) => void;
}

/** A cell's part of a shielded verdict: a quiet dot, worded for screen readers. */
function HiddenVerdictPart() {
  const t = useT();
  return (
    <>
      <span aria-hidden="true" className="hidden-verdict-dot">
        ·
      </span>
      <span className="visually-hidden">{t('common.shield.hiddenShort')}</span>
    </>
  );
}

export function ExplorerTableRow({ row, expanded, detailsId, onToggle }: Props) {
  const t = useT();
  const format = useExplorerFormat();
  const { race, tally } = row;
  const name = raceNameOf(race, 'short');
  // A shielded row holds no verdict (0126): it sorts and filters as a race without one.
  const { showWayToWatch } = useMyRaces();
  const shielded = row.verdictHidden;
  return (
    <tr className={expanded ? 'explorer-row explorer-row--expanded' : 'explorer-row'}>
      <td className="explorer-table__toggle-col">
        <button
          type="button"
          className="expand-toggle"
          aria-expanded={expanded}
          aria-controls={expanded ? detailsId : undefined}
          aria-label={t('explorer.row.detailsFor', { race: name })}
          onClick={() => onToggle(race.id)}
        >
          <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
        </button>
      </td>
      <th scope="row" className="explorer-table__race">
        {/* Named by the race alone, so the row header still reads as the race's name. */}
        <span>
          <Link className="explorer-table__race-link" to={sharePath(race.id)}>
            {name}
          </Link>
        </span>
        {race.cancelled && <span className="cancelled-badge">{t('explorer.row.cancelled')}</span>}
        {row.phase === 'current' && (
          <Link className="live-badge" to={`/#${cardAnchor(race)}`}>
            {t('explorer.row.live')}
            <span className="visually-hidden">{t('explorer.row.liveHint', { race: name })}</span>
          </Link>
        )}
      </th>
      <td className="explorer-table__rating">
        <SpoilerShield raceId={race.id} compact>
          <RatingCellVerdict row={row} />
        </SpoilerShield>
        {/* Beside the verdict it governs; the row header keeps the race's name alone. */}
        {!race.cancelled && <WatchMarkControl raceId={race.id} raceName={name} />}
      </td>
      <td>
        {!shielded ? (
          bestWatchText(t, tally.viewModes)
        ) : showWayToWatch && row.viewModesUnderShield ? (
          bestWatchText(t, row.viewModesUnderShield)
        ) : (
          <HiddenVerdictPart />
        )}
      </td>
      <td>
        {shielded ? (
          <HiddenVerdictPart />
        ) : row.topTags.length === 0 ? (
          '-'
        ) : (
          <ul className="tag-chips">
            {row.topTags.map((tag) => (
              <li key={tag.id} className={tag.highlight ? 'tag-chip tag-chip--hot' : 'tag-chip'}>
                <span aria-hidden="true">{factorEmoji(tag, row.race.sport)}</span>{' '}
                {factorText(t, tag)}
                {tag.highlight && (
                  <span className="visually-hidden"> {t('common.breakdown.topFactor')}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </td>
      <td>{format.count(tally.totalVotes)}</td>
      <td>{race.season}</td>
      <td className="explorer-table__date">
        <RaceTime race={race} dateText={format.raceDate(race.date)} />
      </td>
      <td>
        <CountryFlag flag={race.countryFlag} /> {racePlaceOf(race)}
      </td>
    </tr>
  );
}
