// The day the journeys live in, whatever the real date: race day of the 2026 Las Vegas Grand
// Prix, the seeded calendar's race being rated. Every journey that sets the browser's clock
// sets it here, so the home page, the explorer and the shield all agree on which race is live.

export const RACE_DAY = new Date('2026-11-21T12:00:00Z');

/** The race being rated on RACE_DAY. */
export const LIVE_RACE = {
  id: '2026-las-vegas-grand-prix',
  name: 'Las Vegas Grand Prix',
};
