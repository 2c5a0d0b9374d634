// Test support: what the server adds to a read that asks for a language (`?lang=`, docs/
// decisions/0157) — every race's names, written by the same domain code the server runs —
// around a test's own stand-in for the API. The test's handler sees the path without the
// language, so its routes and its record of the calls read as they always have.
import {
  LANGUAGE_QUERY_PARAM,
  type Language,
  parseLanguage,
} from '../../src/domain/i18n/languages';
import { placeNamesIn, writeRaceNames } from '../../src/domain/races/written-race-names';
import type { Race } from '../../src/domain/types';

type Handler = (path: string, init?: RequestInit) => unknown;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isRace = (value: unknown): value is Race =>
  isObject(value) && typeof value.id === 'string' && typeof value.name === 'string';

/** A race as a read in `language` sends it (a link without a place keeps its name only). */
export function named<T extends Pick<Race, 'id' | 'name'>>(race: T, language: Language = 'en'): T {
  const names = writeRaceNames({ location: '', ...race } as unknown as Race, language);
  return { ...race, names };
}

/** A reply's races named as the server names them for `language`: a list, a race's page, a ranking. */
export function namedReply(body: unknown, language: Language): unknown {
  if (Array.isArray(body)) return body.map((item) => (isRace(item) ? named(item, language) : item));
  if (!isObject(body)) return body;
  if (isRace(body.race) && isObject(body.tally)) {
    const link = (race: unknown) => (isRace(race) ? named(race, language) : race);
    const sameCircuit = Array.isArray(body.sameCircuit) ? body.sameCircuit.map(link) : [];
    return {
      ...body,
      race: link(body.race),
      previous: link(body.previous),
      next: link(body.next),
      sameCircuit,
      language,
    };
  }
  if (Array.isArray(body.items) && isObject(body.filters)) {
    const items = body.items.map((item) =>
      isObject(item) && isRace(item.race) ? { ...item, race: named(item.race, language) } : item,
    );
    const circuits = Array.isArray(body.filters.circuits)
      ? (body.filters.circuits as string[])
      : [];
    return {
      ...body,
      items,
      filters: { ...body.filters, circuitNames: placeNamesIn(circuits, language) },
    };
  }
  return body;
}

/** `path` without its `lang` parameter, and the language it named. */
export function withoutLanguage(path: string): { path: string; language: Language | undefined } {
  const [base, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  const language = parseLanguage(params.get(LANGUAGE_QUERY_PARAM)) ?? undefined;
  params.delete(LANGUAGE_QUERY_PARAM);
  const rest = params.toString();
  return { path: rest ? `${base}?${rest}` : (base ?? path), language };
}

/**
 * `handler` answering as the server does: a read that names a language gets its races named.
 * Answers may be real Responses or `{ ok, status, json }` shapes, as tests write them.
 */
export function asServer<H extends Handler>(handler: H) {
  return async (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const { path, language } = withoutLanguage(url);
    const answer = await handler(path, init);
    if (!language || !isObject(answer) || typeof answer.json !== 'function') return answer;
    if (answer instanceof Response) {
      if (!answer.ok) return answer;
      const body = namedReply(await answer.json(), language);
      return new Response(JSON.stringify(body), { status: answer.status, headers: answer.headers });
    }
    const json = answer.json as () => Promise<unknown>;
    return { ...answer, json: async () => namedReply(await json(), language) };
  };
}
