import { extractSignals } from './extract-signals';
import type { SessionData } from './openf1-format';

const S = 9001;
const at = (minute: number) => new Date(Date.UTC(2025, 6, 6, 14, minute)).toISOString();
const lap = (driver: number, n: number, minute: number | null) => ({
  session_key: S,
  driver_number: driver,
  lap_number: n,
  date_start: minute === null ? null : at(minute),
});
const leader = (driver: number, minute: number) => ({
  session_key: S,
  date: at(minute),
  driver_number: driver,
  position: 1,
});
const weather = (minute: number, rainfall: 0 | 1 | boolean) => ({
  session_key: S,
  date: at(minute),
  rainfall,
});
const control = (category: string, message: string, flag: string | null = null) => ({
  session_key: S,
  date: at(0),
  category,
  message,
  flag,
});

/** Three laps of two cars, starting at minutes 0, 2 and 4 (car 2 a little behind). */
function session(change: Partial<SessionData>): SessionData {
  return {
    race_control: [control('Flag', 'CHEQUERED FLAG', 'CHEQUERED')],
    overtakes: [],
    pit: [],
    weather: [weather(0, 0)],
    laps: [lap(1, 1, null), lap(2, 1, 0), lap(1, 2, 2), lap(2, 2, 3), lap(1, 3, 4), lap(2, 3, 5)],
    position: [leader(1, 0)],
    ...change,
  };
}

describe('extractSignals', () => {
  it('counts a new car in first place as a lead change, not the same car again', () => {
    const position = [leader(1, 0), leader(1, 1), leader(2, 2), leader(2, 3), leader(1, 4)];
    expect(extractSignals(session({ position })).leadChanges).toBe(2);
  });

  it('reads position records in time order, whatever order the file has', () => {
    const position = [leader(2, 2), leader(1, 0)];
    expect(extractSignals(session({ position })).leadChanges).toBe(1);
  });

  it.each<[string, ReturnType<typeof weather>[], number]>([
    ['no rain', [weather(1, 0), weather(3, 0)], 0],
    ['rain before the start', [weather(-1, 1)], 0],
    ['rain during lap 1 (its first start is known from car 2)', [weather(1, 1)], 1],
    ['two samples in one lap', [weather(2, 1), weather(3, 1)], 1],
    ['rain on laps 2 and 3, as true', [weather(2, true), weather(4, true)], 2],
    ['rain long after the last lap began', [weather(30, 1)], 1],
  ])('%s → %i rain laps', (_name, samples, laps) => {
    expect(extractSignals(session({ weather: samples })).rainLaps).toBe(laps);
  });

  it('tells safety cars from virtual ones and counts red flags only as flags', () => {
    const race_control = [
      control('SafetyCar', 'SAFETY CAR DEPLOYED'),
      control('SafetyCar', 'SAFETY CAR IN THIS LAP'),
      control('SafetyCar', 'VIRTUAL SAFETY CAR DEPLOYED'),
      control('SafetyCar', 'VIRTUAL SAFETY CAR ENDING'),
      control('Other', 'SAFETY CAR DEPLOYED'),
      control('Flag', 'RED FLAG', 'RED'),
      control('Other', 'RED FLAG PROCEDURE', null),
      control('Flag', 'CHEQUERED FLAG', 'CHEQUERED'),
    ];
    expect(extractSignals(session({ race_control }))).toMatchObject({
      safetyCars: 1,
      virtualSafetyCars: 1,
      redFlags: 1,
    });
  });

  it('counts laps, cars and stops', () => {
    const pit = [{ session_key: S, date: at(2), driver_number: 1, lap_number: 2 }];
    expect(extractSignals(session({ pit }))).toMatchObject({ totalLaps: 3, cars: 2, pitStops: 1 });
  });
});
