import { reasonTagMessages } from '../../../../domain/voting/vocabulary-messages';
import { useT } from '../../../i18n/language-store';

export interface FactorText {
  /** The factor's name in the fan's language; a factor this build does not know shows its id. */
  label: (id: string) => string;
  /** Its hover text, likewise. */
  hint: (id: string) => string;
}

/** Vibe factor names and hover texts from the shared vocabulary (vote.factor.*). */
export function useFactorText(): FactorText {
  const t = useT();
  return {
    label: (id) => {
      const messages = reasonTagMessages(id);
      return messages ? t(messages.label) : id;
    },
    hint: (id) => {
      const messages = reasonTagMessages(id);
      return messages ? t(messages.hint) : id;
    },
  };
}
