import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { cardAnchor } from '../../../domain/races/race-names';
import { ROUTE_PATHS } from '../../../domain/site/routes';
import { ALL_SPORTS, SPORT_QUERY_PARAM, sportHomePath } from '../../../domain/sports/sports';
import type { Race } from '../../../domain/types';
import { apiGet } from '../../data/api-client';
import { useRaceData } from '../../data/race-data';
import { HomePage, type HomePageProps } from './home-page';

/** Every sport's races: a shared link may be to another sport's race than Formula 1's. */
const ALL_RACES_PATH = `/api/races?${SPORT_QUERY_PARAM}=${ALL_SPORTS}`;

/**
 * /r/:raceId — a shared link. The server already answered with the race's preview tags;
 * here the home page opens at the race's card (an unknown race just opens home). A race
 * of another sport opens that sport's home at its card, once it has been found.
 */
export function ShareLanding(props: HomePageProps) {
  const { raceId } = useParams();
  const { races, racesLoaded } = useRaceData();
  const navigate = useNavigate();
  useEffect(() => {
    if (!racesLoaded) return;
    const race = races.find((candidate) => candidate.id === raceId);
    navigate(race ? { pathname: ROUTE_PATHS.home, hash: cardAnchor(race) } : ROUTE_PATHS.home, {
      replace: true,
    });
    if (race || !raceId) return;
    apiGet<Race[]>(ALL_RACES_PATH).then(
      (all) => {
        const other = Array.isArray(all) ? all.find((candidate) => candidate.id === raceId) : null;
        if (other?.sport && sportHomePath(other.sport) !== ROUTE_PATHS.home) {
          navigate(
            { pathname: sportHomePath(other.sport), hash: cardAnchor(other) },
            { replace: true },
          );
        }
      },
      () => undefined, // Not found or offline: home it stays.
    );
  }, [racesLoaded, races, raceId, navigate]);
  return <HomePage {...props} />;
}
