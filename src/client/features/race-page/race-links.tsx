import { useId } from 'react';
import { Link } from 'react-router';
import type { RaceLink } from '../../../domain/races/race-page';
import { sharePath } from '../../../domain/sharing/share-paths';
import { useLanguage, useT } from '../../i18n/language-store';
import { raceTitle } from './race-page-format';

function RaceLinkName({ race }: { race: RaceLink }) {
  const t = useT();
  return <span className="race-page__link-name">{raceTitle(race, t, useLanguage())}</span>;
}

/** The races before and after this one in its series, each a link to its own page. */
export function NeighbourLinks({
  previous,
  next,
}: {
  previous: RaceLink | null;
  next: RaceLink | null;
}) {
  const t = useT();
  if (!previous && !next) return null;
  return (
    <nav className="race-page__neighbours" aria-label={t('racePage.links.label')}>
      {previous ? (
        <Link to={sharePath(previous.id)} rel="prev" className="race-page__neighbour">
          <span className="race-page__link-kicker">{t('racePage.links.previous')}</span>{' '}
          <RaceLinkName race={previous} />
        </Link>
      ) : null}
      {next ? (
        <Link
          to={sharePath(next.id)}
          rel="next"
          className="race-page__neighbour race-page__neighbour--next"
        >
          <span className="race-page__link-kicker">{t('racePage.links.next')}</span>{' '}
          <RaceLinkName race={next} />
        </Link>
      ) : null}
    </nav>
  );
}

/** The other races of the series held where this one was, newest first. */
export function SameCircuitLinks({ races, place }: { races: RaceLink[]; place: string }) {
  const t = useT();
  const headingId = useId();
  if (races.length === 0) return null;
  return (
    <section className="race-page__same-circuit" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('racePage.sameCircuit.heading', { location: place })}</h2>
      <ul>
        {races.map((race) => (
          <li key={race.id}>
            <Link to={sharePath(race.id)}>
              <RaceLinkName race={race} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
