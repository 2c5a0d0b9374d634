import { Link } from 'react-router';
import { raceNameOf, racePlaceOf } from '../../../domain/races/race-name-of';
import type { RankingItem } from '../../../domain/rankings/ranking-reply';
import { sharePath } from '../../../domain/sharing/share-paths';
import { sportName } from '../../../domain/sports/sports';
import { useLanguage, useT } from '../../i18n/language-store';
import { CountryFlag } from '../../shared/country-flag';
import { useRankingFormat } from './ranking-format';
import { RankingVerdict } from './ranking-verdict';

/** One ranked race: its place, its name and year (its own page's link), where, which series, its verdict. */
export function RankingRow({ item }: { item: RankingItem }) {
  const t = useT();
  const language = useLanguage();
  const format = useRankingFormat();
  const { race } = item;
  return (
    <li className="ranking-row">
      <span className="ranking-row__rank">{format.whole(item.rank)}</span>
      <div className="ranking-row__body">
        <Link className="ranking-row__race" to={sharePath(race.id)}>
          {t('rankings.row.race', {
            season: String(race.season),
            race: raceNameOf(race, 'short'),
          })}
        </Link>
        <p className="ranking-row__where">
          <CountryFlag flag={race.countryFlag} /> {racePlaceOf(race)}
          <span aria-hidden="true"> · </span>
          <span className="visually-hidden">, </span>
          {sportName(race.sport, language)}
        </p>
        <RankingVerdict verdict={item.verdict} tally={item.tally} />
      </div>
    </li>
  );
}
