import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../domain/i18n/languages';

// A queued alert holds its payload in every language, so each subscriber gets it in the
// language they turned alerts on in. An alert queued before languages existed holds one
// payload, which every subscriber gets.

interface Localized {
  languages: Partial<Record<Language, unknown>>;
}

function isLocalized(value: unknown): value is Localized {
  return (
    typeof value === 'object' &&
    value !== null &&
    'languages' in value &&
    typeof value.languages === 'object' &&
    value.languages !== null
  );
}

/** What the outbox stores: one payload per language, built by `payloadIn`. */
export function encodeLocalizedPayload(payloadIn: (language: Language) => unknown): string {
  const languages = Object.fromEntries(
    LANGUAGES.map((language) => [language, payloadIn(language)]),
  );
  return JSON.stringify({ languages } satisfies Localized);
}

/** The stored payload, read once: the message body to send for a subscriber's language. */
export function localizedPayload(stored: string): (language: Language) => string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return () => stored;
  }
  if (!isLocalized(parsed)) return () => stored;
  const bodies = new Map(
    Object.entries(parsed.languages).map(([language, payload]) => [
      language,
      JSON.stringify(payload),
    ]),
  );
  const fallback = bodies.get(DEFAULT_LANGUAGE) ?? stored;
  return (language) => bodies.get(language) ?? fallback;
}
