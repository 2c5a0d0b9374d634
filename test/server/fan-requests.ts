import http from 'node:http';

// Many fans on one machine: every 127.x.y.z address is this machine's own, so a request
// sent from 127.0.0.N reaches a loopback proxy as a different client address.

const REQUEST_TIMEOUT_MS = 10_000;

export interface FanResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** The loopback address of fan number `n` (0 … 63,499), never 127.0.0.1 itself. */
export function fanAddress(n: number): string {
  return `127.0.${Math.floor(n / 250) + 1}.${(n % 250) + 2}`;
}

/** One HTTP request sent from `fromAddress`; rejects after a deadline. */
export function requestFrom(
  fromAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<FanResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: init.method ?? 'GET',
        headers: init.headers,
        localAddress: fromAddress,
        agent: false,
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.end(init.body);
  });
}
