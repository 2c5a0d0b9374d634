// Why a car retired, in three words the verdict can weigh: it crashed, it broke, or
// something else (withdrawn, unwell, a rule broken, no reason given). The sources write a
// free-text reason ('Collision damage', 'Gearbox', 'Spun off'); it is read here and
// thrown away, never stored: a reason can name another driver.

export const RETIREMENT_KINDS = ['collision', 'failure', 'other'] as const;
export type RetirementKind = (typeof RETIREMENT_KINDS)[number];

/**
 * First match wins, so the order matters: 'Illegal floor' is a ruling, not a broken
 * floor, and 'Accident damage' a crash, not a part. A reason no rule names is 'other'.
 */
export const RETIREMENT_RULES: readonly (readonly [RetirementKind, RegExp])[] = [
  // Rulings, withdrawals and the driver's health: nothing happened on track.
  ['other', /illegal|ignored|disqualif|excluded|infringement|withdr|dispute|assistance/i],
  ['other', /physical|injur|unwell|illness|unfit|fatigue|car raced by|reserve driver|police/i],
  // Crashes: a collision, an accident, a spin, and the damage they leave.
  ['collision', /collision|accident|crash|spun|spin\b|contact/i],
  // Parts of the car, and what running one out or dry does.
  [
    'failure',
    /engine|gear|suspension|electric|transmission|brake|clutch|hydraulic|fuel|turbo|overheat|ignition|oil|throttle|shaft|wheel|differential|tyre|steering|puncture|power|radiator|water|exhaust|alternator|drivetrain|injection|chassis|magneto|axle|battery|fire|mechani|mechenical|distributor|vibration|wing|undertray|floor|compressor|spark|pneumatic|starter|stalled|launch control|kers|energy|hybrid|cooling|coolant|airbox|track rod|seat|belt|switch|handling|traction|technical defect|pit stop issue|pump|pipe|leak|bearing|hub|nut|valve|charger|seized/i,
  ],
];

export function retirementKind(reason: string | null | undefined): RetirementKind {
  if (!reason) return 'other';
  return RETIREMENT_RULES.find(([, pattern]) => pattern.test(reason))?.[0] ?? 'other';
}
