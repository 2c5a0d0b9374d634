// What the bell says. Each sentence names the situation and what the fan can do about it.
// The notes are message ids: the alerts hook keeps the id, and the bell formats it in the
// language of the moment, so a note already on screen follows a change of language.
import { PRODUCT_NAME } from '../../../domain/constants';
import type { MessageId, Translate } from '../../../domain/i18n/messages/catalogue';

export const BELL_MESSAGES = {
  on: 'common.bell.note.on',
  off: 'common.bell.note.off',
  iosInstall: 'common.bell.note.iosInstall',
  unsupported: 'common.bell.note.unsupported',
  denied: 'common.bell.note.denied',
  dismissed: 'common.bell.note.dismissed',
  notReady: 'common.bell.notReady',
  pushServiceFailed: 'common.bell.note.pushServiceFailed',
  saveFailed: 'common.bell.note.saveFailed',
  saveLimited: 'common.bell.note.saveLimited',
  offFailed: 'common.bell.note.offFailed',
  sprintsFailed: 'common.bell.note.sprintsFailed',
  sportsFailed: 'common.bell.note.sportsFailed',
} as const satisfies Record<string, MessageId>;

export type BellMessage = (typeof BELL_MESSAGES)[keyof typeof BELL_MESSAGES];

const NOTES = new Set<string>(Object.values(BELL_MESSAGES));

/**
 * Whether a note can be said yet: the notes' words load on the bell's first tap
 * (i18n/message-namespace.ts), except the one for code that could not arrive, which every
 * page has. A note that is not one of ours is its own text.
 */
export function noteWordsLoaded(note: string, catalogue: Readonly<Record<string, unknown>>) {
  return !NOTES.has(note) || note in catalogue;
}

/** A note's text in the fan's language; a note that is not one of ours shows as it is. */
export function bellNoteText(note: string, t: Translate): string {
  return NOTES.has(note) ? t(note as BellMessage, { product: PRODUCT_NAME }) : note;
}
