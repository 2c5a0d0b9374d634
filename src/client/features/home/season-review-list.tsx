import { raceNameOf, racePlaceOf } from '../../../domain/races/race-name-of';
import type { SeasonReview } from '../../../domain/races/season-review';
import { useLanguage, useT } from '../../i18n/language-store';
import { CountryFlag } from '../../shared/country-flag';
import { formatRaceDayIn } from '../../shared/race-time';
import { HomeSection } from './home-section';

/**
 * The season just run, every race in date order: whether fans rated it, never how (a
 * shielded fan's verdicts stay hidden; the cards above carry the ratings).
 */
export function SeasonReviewList({ review }: { review: SeasonReview }) {
  const t = useT();
  const language = useLanguage();
  return (
    <HomeSection
      id="season"
      title={t('home.section.season', { season: review.season })}
      subtitle={t('home.seasonSubtitle')}
    >
      <ol className="season-list">
        {review.races.map(({ race, rated }) => (
          <li key={race.id} className="season-list__race">
            <span className="season-list__name">
              <CountryFlag flag={race.countryFlag} /> {raceNameOf(race)}
            </span>
            <span className="season-list__meta">
              {/* The fan's day of the start, as the race's card names it (race-day.ts). */}
              {formatRaceDayIn(language, race, { weekday: true })}
              {race.location ? ` · ${racePlaceOf(race)}` : ''}
            </span>
            <span className={`season-list__status${rated ? ' season-list__status--rated' : ''}`}>
              {t(rated ? 'home.season.rated' : 'home.season.unrated')}
            </span>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
