// The shape of one fuzz request, shared by the generators without an import cycle.

/**
 * refused: must be a 4xx {error, code}; read: 200 or a 4xx; session: 201 or a 4xx; page
 * (a race's own page, /r/<race-id>): the race's page (200), the DNF page (an HTML 404) or a
 * 4xx {error, code}; never a redirect.
 */
export type Expectation = 'refused' | 'read' | 'session' | 'page';

export interface FuzzCase {
  method: 'GET' | 'POST' | 'DELETE' | 'PUT' | 'PATCH';
  url: string;
  headers: Record<string, string>;
  payload?: string;
  expect: Expectation;
}

export interface FuzzContext {
  token: string;
  currentRaceId: string;
  closedRaceId: string;
}
