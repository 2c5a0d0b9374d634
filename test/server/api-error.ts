import { SECURITY_HEADERS } from '../../src/server/http/security-headers';

/** A reply read off a real connection, whichever protocol carried it. */
interface WireReply {
  status: number;
  headers: Record<string, unknown>;
  body: string;
}

/** The API's error shape on the wire: the status, JSON `{error, code}`, the site's security headers. */
export function expectApiError(reply: WireReply, status: number, code: string) {
  expect(reply.status, reply.body).toBe(status);
  expect(reply.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(reply.body)).toEqual({ error: expect.any(String), code });
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(reply.headers[name], name).toBe(value);
  }
}
