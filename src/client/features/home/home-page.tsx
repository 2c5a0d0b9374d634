import { PRODUCT_NAME } from '../../../domain/constants';
import { useRaceData } from '../../data/race-data';
import { useDocumentTitle } from '../../shared/use-document-title';

// Placeholder until the home feature lands: proves the data layer end to end.
export function HomePage() {
  useDocumentTitle(`${PRODUCT_NAME} — Spoiler-free F1 race ratings`);
  const { races, racesLoaded } = useRaceData();
  if (!racesLoaded) return <p>Loading…</p>;
  return (
    <section>
      <h1>Races</h1>
      <ul>
        {races.map((race) => (
          <li key={race.id}>
            {race.name} — {race.date}
          </li>
        ))}
      </ul>
    </section>
  );
}
