import { createECDH, type ECDH, randomBytes } from 'node:crypto';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import { generate } from 'selfsigned';
import type { PushTarget } from './push-sender';

// Test support: a real HTTPS push service on 127.0.0.1 with a self-signed certificate.
// Each subscriber is a fresh P-256 key pair and auth secret (what a browser makes), and
// every message is decrypted (aes128gcm) with that subscriber's own keys, so a test
// reads exactly what the device would show.

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
}

export interface LocalPushService {
  /** An agent that trusts this service's certificate (for web-push's `agent` option). */
  agent: Agent;
  /** The certificate in PEM (for NODE_EXTRA_CA_CERTS in a child process). */
  certPem: string;
  origin: string;
  received: ReceivedPush[];
  /** A browser-like subscription; `statuses` are answered first (e.g. [410] or [503, 503]). */
  subscribe(name: string, statuses?: number[]): PushTarget;
  receivedBy(name: string): ReceivedPush[];
  /** Requests seen (including refused ones), to count retries. */
  attempts(name: string): number;
  close(): Promise<void>;
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const subscribers = new Map<string, Subscriber>();
  const tries = new Map<string, number>();
  const received: ReceivedPush[] = [];

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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: pems.cert, keepAlive: false });

  return {
    agent,
    certPem: pems.cert,
    origin,
    received,
    subscribe(name, statuses = []) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      subscribers.set(name, { ecdh, auth, statuses: [...statuses] });
      return {
        endpoint: `${origin}/push/${encodeURIComponent(name)}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: auth.toString('base64url'),
        },
      };
    },
    receivedBy: (name) => received.filter((r) => r.subscriber === name),
    attempts: (name) => tries.get(name) ?? 0,
    async close() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
