import { createECDH, type ECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import { type AddressInfo, createServer as createTcpServer, type Socket } from 'node:net';
import { decrypt } from 'http_ece';
import { generate } from 'selfsigned';
import type { PushTarget } from '../../src/server/push/push-sender';

// Test support: a real HTTPS push service on 127.0.0.1 with a self-signed certificate.
// Each subscriber is a fresh P-256 key pair and auth secret (what a browser makes), and
// every message is decrypted (aes128gcm) with that subscriber's own keys, so a test
// reads exactly what the device would show. Two kinds of broken endpoint stand beside the
// healthy ones: one that takes the request and then answers a byte every two seconds
// (trickling), and one on a port that accepts connections and never says a word
// (black-holed, like a dropped route).

/** A name the certificate also covers, for tests that decide what it resolves to. */
export const LOCAL_PUSH_ALIAS = 'push.alias.example';
/** How slowly a trickling endpoint answers. */
export const TRICKLE_EVERY_MS = 2_000;

export type EndpointBehaviour = 'healthy' | 'trickling' | 'black-holed';

export interface ReceivedPush {
  subscriber: string;
  payload: Record<string, unknown>;
  headers: {
    ttl: string | undefined;
    urgency: string | undefined;
    topic: string | undefined;
    authorization: string | undefined;
  };
}

interface Subscriber {
  ecdh: ECDH;
  auth: Buffer;
  /** Status the service answers for this subscriber; a queue is used first, then 201. */
  statuses: number[];
  behaviour: EndpointBehaviour;
}

/** Push endpoints inside a private or local network, in the spellings an attacker would try. */
export const PRIVATE_ENDPOINTS = [
  'https://127.0.0.1:8443/x',
  'https://localhost/x',
  'https://[::1]/x',
  'https://2130706433/x',
  'https://0x7f.1/x',
  'https://0177.0.0.1/x',
  'https://0.0.0.0/x',
  'https://10.0.0.1/x',
  'https://192.168.1.1/x',
  'https://169.254.169.254/latest/meta-data/',
  'https://100.64.0.1/x',
  'https://[fd00::1]/x',
  'https://[fe80::1]/x',
  'https://[::ffff:127.0.0.1]/x',
  'https://224.0.0.1/x',
];

/** Keys as a browser makes them for a subscription: a P-256 public key and an auth secret. */
export function browserKeys(): { p256dh: string; auth: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

/** A push_subscriptions row for `target`, for tests that seed the table past the API. */
export function storedSubscription(target: PushTarget, at: string) {
  return {
    endpoint: target.endpoint,
    p256dh: target.keys.p256dh,
    auth: target.keys.auth,
    created_at: at,
    updated_at: at,
    failures: 0,
    source: null,
  };
}

export interface LocalPushService {
  /** The certificate in PEM (to trust in-process, or NODE_EXTRA_CA_CERTS in a child process). */
  certPem: string;
  origin: string;
  received: ReceivedPush[];
  /** A browser-like subscription; `statuses` are answered first (e.g. [410] or [503, 503]). */
  subscribe(name: string, statuses?: number[], behaviour?: EndpointBehaviour): PushTarget;
  receivedBy(name: string): ReceivedPush[];
  /** TLS connections the healthy service has taken (keep-alive reuses them). */
  connections(): number;
  /** Connections the black-holed port has taken. */
  blackHoleConnections(): number;
  /** Requests seen (including refused ones), to count retries. */
  attempts(name: string): number;
  close(): Promise<void>;
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 7, ip: '127.0.0.1' },
          { type: 2, value: LOCAL_PUSH_ALIAS },
        ],
      },
    ],
  });
  const subscribers = new Map<string, Subscriber>();
  const tries = new Map<string, number>();
  const received: ReceivedPush[] = [];

  const tricklers = new Set<NodeJS.Timeout>();
  const server: Server = createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const name = decodeURIComponent((req.url ?? '').replace(/^\/push\//, ''));
      const sub = subscribers.get(name);
      tries.set(name, (tries.get(name) ?? 0) + 1);
      if (!sub || req.method !== 'POST') {
        res.writeHead(404).end();
        return;
      }
      if (sub.behaviour === 'trickling') {
        // The status line and headers never finish: only an overall deadline ends this.
        const line = Buffer.from('HTTP/1.1 201 Created\r\nContent-Length: 0\r\n\r\n');
        let sent = 0;
        const timer = setInterval(() => {
          if (req.socket.destroyed || sent >= line.length) {
            clearInterval(timer);
            tricklers.delete(timer);
            return;
          }
          req.socket.write(line.subarray(sent, sent + 1));
          sent += 1;
        }, TRICKLE_EVERY_MS);
        tricklers.add(timer);
        return;
      }
      const status = sub.statuses.shift() ?? 201;
      if (status !== 201) {
        res.writeHead(status).end();
        return;
      }
      try {
        const plain = decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: sub.ecdh,
          authSecret: sub.auth,
        });
        received.push({
          subscriber: name,
          payload: JSON.parse(plain.toString('utf8')) as Record<string, unknown>,
          headers: {
            ttl: req.headers.ttl as string | undefined,
            urgency: req.headers.urgency as string | undefined,
            topic: req.headers.topic as string | undefined,
            authorization: req.headers.authorization,
          },
        });
        res.writeHead(201).end();
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  let connections = 0;
  server.on('secureConnection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Accepts and never answers, not even the TLS handshake.
  const silent = new Set<Socket>();
  let blackHoleConnections = 0;
  const blackHole = createTcpServer((socket) => {
    blackHoleConnections += 1;
    silent.add(socket);
    socket.on('close', () => silent.delete(socket));
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve));
  const blackHoleOrigin = `https://127.0.0.1:${(blackHole.address() as AddressInfo).port}`;

  return {
    certPem: pems.cert,
    origin,
    received,
    connections: () => connections,
    blackHoleConnections: () => blackHoleConnections,
    subscribe(name, statuses = [], behaviour = 'healthy') {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      subscribers.set(name, { ecdh, auth, statuses: [...statuses], behaviour });
      return {
        endpoint: `${behaviour === 'black-holed' ? blackHoleOrigin : origin}/push/${encodeURIComponent(name)}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: auth.toString('base64url'),
        },
      };
    },
    receivedBy: (name) => received.filter((r) => r.subscriber === name),
    attempts: (name) => tries.get(name) ?? 0,
    async close() {
      for (const timer of tricklers) clearInterval(timer);
      for (const socket of silent) socket.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await new Promise<void>((resolve) => blackHole.close(() => resolve()));
    },
  };
}
