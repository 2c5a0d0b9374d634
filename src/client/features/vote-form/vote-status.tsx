import type { HeldMessage } from './use-held-message';

interface VoteStatusProps {
  loadingPhrase: string | null;
  message: HeldMessage | null;
}

/** Always mounted, so screen readers hear every change of its text (polite live region). */
export function VoteStatus({ loadingPhrase, message }: VoteStatusProps) {
  const tone = loadingPhrase ? 'loading' : (message?.tone ?? 'idle');
  return (
    <p className={`vote-form__status is-${tone}`} role="status" aria-live="polite">
      {loadingPhrase ?? message?.text ?? ''}
    </p>
  );
}
