// The bell's state as the fan sees it, shared by the hook and the code it loads on a tap.

export type BellStatus = 'checking' | 'off' | 'on' | 'unavailable';
export type UnavailableReason = 'ios-install' | 'unsupported' | 'denied';

export interface BellState {
  status: BellStatus;
  reason: UnavailableReason | null;
  busy: boolean;
  /** What the last tap led to; null until the fan taps. */
  note: string | null;
}

export function unavailable(reason: UnavailableReason, note: string | null): BellState {
  return { status: 'unavailable', reason, busy: false, note };
}

export const settled = (status: 'on' | 'off', note: string | null): BellState => ({
  status,
  reason: null,
  busy: false,
  note,
});
