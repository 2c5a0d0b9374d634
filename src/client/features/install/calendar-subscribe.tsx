import { RATING_WINDOW_HOURS } from '../../../domain/constants';
import { racePhase } from '../../../domain/races/race-phase';
import { byDateAsc } from '../../../domain/races/season';
import { CALENDAR_FEED_PATH, webcalUrl } from '../../../domain/sharing/public-feeds';
import { useOptionalRaceData } from '../../data/race-data';
import { RaceTime } from '../../shared/race-time';

/**
 * Race starts and rating windows in the fan's own calendar app. webcal: makes the app
 * subscribe, so a race an operator moves updates there by itself.
 */
export function CalendarSubscribe() {
  const races = useOptionalRaceData()?.races ?? [];
  const now = Date.now();
  const next = races.filter((race) => racePhase(race, now) === 'upcoming').sort(byDateAsc)[0];
  return (
    <>
      <h2>3. Add races to your calendar</h2>
      <p>
        Every race start and its {RATING_WINDOW_HOURS}-hour rating window, shown in your own time
        zone. A race that moves updates in your calendar by itself.
      </p>
      {next?.startsAt ? (
        <p>
          Next up: {next.name}, <RaceTime race={next} dateText={next.date} /> your time.
        </p>
      ) : null}
      <p>
        <a className="button" href={webcalUrl(window.location.origin)}>
          Add to calendar
        </a>{' '}
        or copy the <a href={CALENDAR_FEED_PATH}>calendar address</a>.
      </p>
    </>
  );
}
