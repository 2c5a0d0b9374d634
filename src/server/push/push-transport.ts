import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { Agent, request } from 'node:https';
import type { LookupFunction } from 'node:net';
import { rootCertificates } from 'node:tls';
import { classifyAddress, mayConnectTo } from '../../domain/alerts/push-endpoint';

// One HTTPS request to a push service, with an overall deadline and on a connection whose
// address has been checked. Push services answer in milliseconds; anything that holds a
// connection longer is cut, whether it never answers or answers one byte at a time.

/** Resolves a host name to every address it has (dns.lookup with all: true by default). */
export type ResolveHost = (hostname: string) => Promise<LookupAddress[]>;

export interface TransportOptions {
  /** The overall deadline of one request: connect, TLS, sending and the whole answer. */
  timeoutMs: number;
  /** Sockets open at once (keep-alive keeps them for the next delivery). */
  maxSockets: number;
  /** Tests only: loopback addresses are allowed (the local push service). */
  allowLoopback: boolean;
  /** Tests: a certificate to trust besides the system's (a local push service's). */
  extraCa?: string;
  /** Tests: what a host name resolves to (a DNS answer that changed since subscribing). */
  resolveHost?: ResolveHost;
}

export class RefusedAddressError extends Error {
  readonly code = 'PUSH_ADDRESS_REFUSED';
}

/** A push service's answer body is empty or a short JSON error; more is not one. */
const MAX_ANSWER_BYTES = 64 * 1024;

const systemResolve: ResolveHost = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

/**
 * The agent's lookup: every address a name resolves to must be public, checked when the
 * connection is made, so a name that resolved to a public address at subscribe time and
 * to a private one now (DNS rebinding) gets no connection at all.
 */
export function safeLookup(
  resolveHost: ResolveHost,
  rules: { allowLoopback: boolean },
): LookupFunction {
  return (hostname, options, callback) => {
    resolveHost(hostname).then(
      (addresses) => {
        const wanted = addresses.filter((a) => !options.family || a.family === options.family);
        const refused = wanted.find((a) => !mayConnectTo(a.address, rules));
        if (wanted.length === 0 || refused) {
          const what = refused
            ? `${classifyAddress(refused.address)} address ${refused.address}`
            : 'no address';
          callback(new RefusedAddressError(`${hostname} resolves to a ${what}`), '', 4);
          return;
        }
        if (options.all) (callback as (e: null, a: LookupAddress[]) => void)(null, wanted);
        else callback(null, wanted[0]!.address, wanted[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };
}

export interface PushAnswer {
  /** The push service's status, or null when no answer came (network error, deadline). */
  status: number | null;
  retryAfter: string | undefined;
  /** Why no answer came: the address was refused, the deadline passed, or the network failed. */
  failure?: 'refused' | 'timeout' | 'network';
  error?: Error;
}

export interface PushRequest {
  endpoint: string;
  headers: Record<string, string | number>;
  body: Buffer | null;
}

export function createPushTransport(options: TransportOptions) {
  const rules = { allowLoopback: options.allowLoopback };
  const agent = new Agent({
    keepAlive: true,
    maxSockets: options.maxSockets,
    maxFreeSockets: options.maxSockets,
    lookup: safeLookup(options.resolveHost ?? systemResolve, rules),
    ...(options.extraCa ? { ca: [...rootCertificates, options.extraCa] } : {}),
  });

  function post(req: PushRequest): Promise<PushAnswer> {
    const url = new URL(req.endpoint);
    // An address in the URL itself is connected to without a lookup: check it here.
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (classifyAddress(literal) !== null && !mayConnectTo(literal, rules)) {
      return Promise.resolve({
        status: null,
        retryAfter: undefined,
        failure: 'refused',
        error: new RefusedAddressError(`${literal} is not a public address`),
      });
    }
    return new Promise((resolve) => {
      let answer: PushAnswer | null = null;
      let settled = false;
      const finish = (result: PushAnswer) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        resolve(result);
      };
      const outgoing = request(url, { method: 'POST', headers: req.headers, agent }, (res) => {
        answer = {
          status: res.statusCode ?? null,
          retryAfter: headerText(res.headers['retry-after']),
        };
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes > MAX_ANSWER_BYTES) outgoing.destroy();
        });
        res.on('end', () => finish(answer!));
        res.on('error', () => finish(answer!));
        // Cut off mid-answer (too long, or the deadline): the status is still the answer.
        res.on('close', () => finish(answer!));
      });
      // The one timer for the whole exchange: connect, TLS, request, status and body.
      const deadline = setTimeout(() => {
        const error = new Error(`no complete answer within ${options.timeoutMs} ms`);
        // Headers in but the body still trickling: the status stands, the socket goes.
        finish(answer ?? { status: null, retryAfter: undefined, failure: 'timeout', error });
        outgoing.destroy(error);
      }, options.timeoutMs);
      outgoing.on('error', (error) =>
        finish(
          answer ?? {
            status: null,
            retryAfter: undefined,
            failure: error instanceof RefusedAddressError ? 'refused' : 'network',
            error,
          },
        ),
      );
      outgoing.end(req.body ?? undefined);
    });
  }

  return {
    post,
    close(): void {
      agent.destroy();
    },
  };
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export type PushTransport = ReturnType<typeof createPushTransport>;
