// Test support: a stand-in for the server at the network boundary (global fetch).
import { vi } from 'vitest';

export const VOTE_OK = {
  isUpdate: false,
  previousStarRating: null,
  previousViewMode: null,
  previousReasonTags: [],
};

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export type Answer = () => Response | Promise<Response>;

/**
 * Every POST /api/session issues a token; each POST /api/votes takes the next answer
 * (the last one repeats). Returns the mock and the vote bodies it received.
 */
export function stubVoteServer(...voteAnswers: Answer[]) {
  const votes: unknown[] = [];
  const answers = voteAnswers.length > 0 ? voteAnswers : [() => jsonResponse(200, VOTE_OK)];
  const fetch = vi.fn(async (path: string, init?: RequestInit) => {
    if (path === '/api/session') return jsonResponse(201, { token: 'test-token' });
    if (path !== '/api/votes') throw new Error(`unexpected call to ${path}`);
    votes.push(JSON.parse(String(init?.body)));
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    return answer();
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, votes };
}

/** A vote answer the test releases by hand, to look at the form mid-submission. */
export function heldAnswer() {
  let release: (response: Response) => void = () => {};
  const answer: Answer = () =>
    new Promise<Response>((resolve) => {
      release = resolve;
    });
  return { answer, release: (response: Response) => release(response) };
}
