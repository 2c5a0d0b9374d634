// A message whose placeholders are elements (a bold term, a link, an icon): each translation
// places them where its own grammar wants, and the words around them stay one message.
import { Fragment, type ReactNode } from 'react';
import type { MessageId, MessageValues, Translate } from '../../domain/i18n/messages/catalogue';

// Private-use characters never appear in a catalogue, so a marker cannot clash with its words.
const MARKER = /\uE000(\d+)\uE001/;

/** `t(id)` with each of `elements` put in at its `{name}` placeholder. */
export function formatRich(
  t: Translate,
  id: MessageId,
  elements: Record<string, ReactNode>,
  values: MessageValues = {},
): ReactNode[] {
  const names = Object.keys(elements);
  const markers = Object.fromEntries(names.map((name, i) => [name, `\uE000${i}\uE001`]));
  const parts = t(id, { ...values, ...markers }).split(MARKER);
  const seen = new Map<string, number>();
  return parts.map((part, i) => {
    if (i % 2 === 0) return part;
    const name = names[Number(part)]!;
    const occurrence = (seen.get(name) ?? 0) + 1;
    seen.set(name, occurrence);
    return <Fragment key={`${name}:${occurrence}`}>{elements[name]}</Fragment>;
  });
}
