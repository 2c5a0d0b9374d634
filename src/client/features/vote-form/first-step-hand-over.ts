/** What the fan did on the form's first step before the form's code took over. */
export interface FirstStepHandOver {
  /** The star tapped, or null. */
  stars: number | null;
  /** The star whose button had keyboard focus when the form took over, or null. */
  focusedStar: number | null;
}
