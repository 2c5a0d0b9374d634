import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { cardAnchor } from '../../../domain/races/race-names';
import { ROUTE_PATHS } from '../../../domain/site/routes';
import { useRaceData } from '../../data/race-data';
import { HomePage, type HomePageProps } from './home-page';

/**
 * /r/:raceId — a shared link. The server already answered with the race's preview tags;
 * here the home page opens at the race's card (an unknown race just opens home).
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
  }, [racesLoaded, races, raceId, navigate]);
  return <HomePage {...props} />;
}
