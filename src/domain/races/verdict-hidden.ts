// How a list asks whether it may read a race's verdict. The lists live here; the answer comes
// from the fan's shield (my-races/hidden-verdicts.ts), which sits a floor above the races.

/** Whether a race's verdict is hidden on this device. */
export type VerdictHidden = (raceId: string) => boolean;

/** A fan with no shield: every verdict counts in every list. */
export const NOTHING_HIDDEN: VerdictHidden = () => false;
