import { type ClassificationRow, countResults } from './result-counts';

let carNumber = 0;
/** A classification row; each call is another car unless the number is given. */
function row(over: Partial<ClassificationRow>): ClassificationRow {
  carNumber += 1;
  return {
    positionNumber: null,
    positionText: 'DNF',
    driverNumber: String(carNumber),
    constructorId: 'team',
    sharedCar: false,
    laps: 50,
    timeMillis: null,
    gapMillis: null,
    gapLaps: null,
    reasonRetired: null,
    gridPositionNumber: null,
    positionsGained: null,
    pitStops: null,
    ...over,
  };
}
const finisher = (position: number, grid: number | null, over: Partial<ClassificationRow> = {}) =>
  row({
    positionNumber: position,
    positionText: String(position),
    gridPositionNumber: grid,
    ...over,
  });

const FULL = { laps: 50, scheduledLaps: null };

describe('countResults', () => {
  it('counts the cars that started, finished and retired, and why they retired', () => {
    const s = countResults(
      [
        finisher(1, 1),
        finisher(2, 2, { gapMillis: 800 }),
        row({ reasonRetired: 'Collision damage' }),
        row({ reasonRetired: 'Gearbox' }),
        row({ reasonRetired: 'Withdrew' }),
        row({ positionText: 'NC', reasonRetired: 'Engine' }),
        row({ positionText: 'NC' }), // still running, too far behind
        row({ positionText: 'DNS' }),
        row({ positionText: 'DNQ', laps: null }),
        row({ positionText: 'EX', laps: 0 }),
      ],
      FULL,
      false,
    )!;
    expect(s).toEqual({
      starters: 7,
      finishers: 2,
      retirements: 4,
      collisions: 1,
      failures: 2,
      placesGained: 0,
      margin: 'photo-finish',
      shortened: false,
      pitStops: null,
    });
  });

  it('counts a shared car once, by its classified row', () => {
    const s = countResults(
      [
        finisher(1, 2, { driverNumber: '10', sharedCar: true }),
        finisher(1, 2, { driverNumber: '10', sharedCar: true }),
        row({ driverNumber: '10', positionText: 'DNF', sharedCar: true }),
        finisher(2, 1),
      ],
      FULL,
      false,
    )!;
    expect(s).toMatchObject({ starters: 2, finishers: 2, retirements: 0 });
  });

  it('counts places gained against the classified cars only: a retirement ahead is nobody’s gain', () => {
    // Grid 1 retires; 2 → P1 and 3 → P2 gain nothing. 5 passes 4: one place.
    const s = countResults(
      [
        row({ gridPositionNumber: 1, reasonRetired: 'Engine' }),
        finisher(1, 2),
        finisher(2, 3),
        finisher(3, 5),
        finisher(4, 4),
      ],
      FULL,
      false,
    )!;
    expect(s.placesGained).toBe(1);
  });

  it('places a pit-lane starter where f1db’s gain says, and knows no gain without a grid', () => {
    const pitLane = finisher(1, null, { positionsGained: 2 }); // started third, in effect
    expect(countResults([pitLane, finisher(2, 1), finisher(3, 2)], FULL, false)!.placesGained).toBe(
      2,
    );
    expect(
      countResults([finisher(1, null), finisher(2, null)], FULL, false)!.placesGained,
    ).toBeNull();
  });

  it.each([
    [{ gapMillis: 999 }, 'photo-finish'],
    [{ gapMillis: 1000 }, 'close'],
    [{ gapMillis: 19_999 }, 'clear'],
    [{ gapMillis: 20_000 }, 'dominant'],
    [{ gapLaps: 1 }, 'dominant'],
    [{ timeMillis: 3_600_500 }, 'photo-finish'],
    [{}, null],
  ] as const)('reads the margin from the runner-up %j as %s', (second, margin) => {
    const s = countResults(
      [finisher(1, 1, { timeMillis: 3_600_000 }), finisher(2, 2, second)],
      FULL,
      false,
    )!;
    expect(s.margin).toBe(margin);
  });

  it.each([
    [{ laps: 1, scheduledLaps: 44 }, true],
    [{ laps: 44, scheduledLaps: null }, false],
    [{ laps: null, scheduledLaps: null }, null],
  ] as const)('reads %j as shortened: %s', (distance, shortened) => {
    expect(countResults([finisher(1, 1)], distance, false)!.shortened).toBe(shortened);
  });

  it('sums pit stops only where the race’s stops were recorded', () => {
    const rows = [finisher(1, 1, { pitStops: 2 }), finisher(2, 2, { pitStops: 1 })];
    expect(countResults(rows, FULL, true)!.pitStops).toBe(3);
    expect(countResults(rows, FULL, false)!.pitStops).toBeNull();
  });

  it('is null for a race nobody started', () => {
    expect(countResults([], FULL, false)).toBeNull();
    expect(countResults([row({ positionText: 'DNQ' })], FULL, false)).toBeNull();
  });
});
