// Which push endpoints the server may send to. A subscription's endpoint is a URL the
// server will later POST to, chosen by an anonymous client: it must name a public host on
// the internet, never the server's own network. Pure: the same rules judge the URL at
// subscribe time and the address the connection really goes to at delivery time.

export type AddressClass =
  | 'public'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'shared'
  | 'unique-local'
  | 'multicast'
  | 'ipv4-mapped'
  | 'reserved';

interface Range {
  /** Network address as bytes (4 for IPv4, 16 for IPv6). */
  network: number[];
  prefix: number;
  kind: Exclude<AddressClass, 'public'>;
}

const v4 = (cidr: string, kind: Range['kind']): Range => {
  const [address, prefix] = cidr.split('/');
  return { network: address!.split('.').map(Number), prefix: Number(prefix), kind };
};

/** IPv4 ranges that are not on the public internet (RFC 6890 and friends). */
export const IPV4_NON_PUBLIC: readonly Range[] = [
  v4('0.0.0.0/8', 'unspecified'),
  v4('10.0.0.0/8', 'private'),
  v4('100.64.0.0/10', 'shared'), // carrier-grade NAT
  v4('127.0.0.0/8', 'loopback'),
  v4('169.254.0.0/16', 'link-local'), // includes cloud metadata at 169.254.169.254
  v4('172.16.0.0/12', 'private'),
  v4('192.0.0.0/24', 'reserved'),
  v4('192.0.2.0/24', 'reserved'),
  v4('192.88.99.0/24', 'reserved'),
  v4('192.168.0.0/16', 'private'),
  v4('198.18.0.0/15', 'reserved'),
  v4('198.51.100.0/24', 'reserved'),
  v4('203.0.113.0/24', 'reserved'),
  v4('224.0.0.0/4', 'multicast'),
  v4('240.0.0.0/4', 'reserved'), // includes 255.255.255.255
];

const v6 = (cidr: string, kind: Range['kind']): Range => {
  const [address, prefix] = cidr.split('/');
  return { network: parseIPv6(address!)!, prefix: Number(prefix), kind };
};

/** IPv6 ranges that are not public, or that embed an IPv4 address we would have to trust. */
export const IPV6_NON_PUBLIC: readonly Range[] = [
  v6('::/128', 'unspecified'),
  v6('::1/128', 'loopback'),
  v6('::ffff:0:0/96', 'ipv4-mapped'),
  v6('::/96', 'ipv4-mapped'), // the deprecated IPv4-compatible form
  v6('64:ff9b::/96', 'ipv4-mapped'), // NAT64
  v6('64:ff9b:1::/48', 'ipv4-mapped'),
  v6('100::/64', 'reserved'),
  v6('2001::/32', 'ipv4-mapped'), // Teredo
  v6('2001:db8::/32', 'reserved'),
  v6('2002::/16', 'ipv4-mapped'), // 6to4
  v6('fc00::/7', 'unique-local'),
  v6('fe80::/10', 'link-local'),
  v6('fec0::/10', 'link-local'), // the deprecated site-local range
  v6('ff00::/8', 'multicast'),
];
/** Outside 2000::/3 nothing is assigned as global unicast. */
const IPV6_GLOBAL_UNICAST = v6('2000::/3', 'reserved');

function inRange(bytes: number[], range: Range): boolean {
  if (bytes.length !== range.network.length) return false;
  for (let bit = 0; bit < range.prefix; bit += 1) {
    const i = bit >> 3;
    const mask = 0x80 >> (bit & 7);
    if ((bytes[i]! & mask) !== (range.network[i]! & mask)) return false;
  }
  return true;
}

/** Dotted-quad IPv4 in its canonical form (what URL and the resolver give); null otherwise. */
export function parseIPv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const bytes = parts.map((p) => (/^(0|[1-9]\d{0,2})$/.test(p) ? Number(p) : -1));
  return bytes.every((b) => b >= 0 && b <= 255) ? bytes : null;
}

/** IPv6 text (with :: and an optional dotted IPv4 tail, no zone) as 16 bytes; null otherwise. */
export function parseIPv6(text: string): number[] | null {
  if (!/^[0-9a-fA-F:.]+$/.test(text) || text.split('::').length > 2) return null;
  let tail: number[] = [];
  let body = text;
  if (text.includes('.')) {
    const lastColon = text.lastIndexOf(':');
    const ipv4 = parseIPv4(text.slice(lastColon + 1));
    if (!ipv4 || lastColon < 1) return null;
    tail = ipv4;
    // '::ffff:1.2.3.4' → '::ffff', '::1.2.3.4' → '::'
    body = text.slice(0, text[lastColon - 1] === ':' ? lastColon + 1 : lastColon);
  }
  const [head, rest] = body.split('::') as [string, string | undefined];
  const groups = (s: string | undefined) => (s ? s.split(':') : []);
  const left = groups(head);
  const right = groups(rest);
  if ([...left, ...right].some((g) => !/^[0-9a-fA-F]{1,4}$/.test(g))) return null;
  const wanted = 8 - tail.length / 2;
  const missing = wanted - left.length - right.length;
  if (rest === undefined ? missing !== 0 : missing < 1) return null;
  const all = [...left, ...Array<string>(rest === undefined ? 0 : missing).fill('0'), ...right];
  const bytes = all.flatMap((g) => {
    const n = Number.parseInt(g, 16);
    return [n >> 8, n & 0xff];
  });
  return [...bytes, ...tail];
}

/** What kind of address an IP literal is (canonical IPv4 or IPv6 text); null if it is not one. */
export function classifyAddress(ip: string): AddressClass | null {
  const ipv4 = parseIPv4(ip);
  if (ipv4) return IPV4_NON_PUBLIC.find((r) => inRange(ipv4, r))?.kind ?? 'public';
  const ipv6 = parseIPv6(ip.replace(/^\[|\]$/g, ''));
  if (!ipv6) return null;
  const hit = IPV6_NON_PUBLIC.find((r) => inRange(ipv6, r));
  if (hit) return hit.kind;
  return inRange(ipv6, IPV6_GLOBAL_UNICAST) ? 'public' : 'reserved';
}

export function isPublicAddress(ip: string): boolean {
  return classifyAddress(ip) === 'public';
}

/**
 * Names that never reach the internet: `localhost` and its subdomains (RFC 6761), single
 * labels (resolved against a local search domain), and the special-use suffixes.
 */
const LOCAL_NAME_SUFFIXES = ['localhost', 'local', 'internal', 'home.arpa', 'invalid', 'test'];

/** A host-suffix allow-list entry matches the host itself or any subdomain of it. */
export function hostMatchesSuffix(host: string, suffix: string): boolean {
  const h = host.toLowerCase();
  const s = suffix.toLowerCase().replace(/^\.+/, '');
  return h === s || h.endsWith(`.${s}`);
}

export interface EndpointRules {
  /** Host suffixes a push service must be under (PUSH_ENDPOINT_HOSTS); null allows any public host. */
  allowedHostSuffixes: readonly string[] | null;
  /** Tests only: also allow loopback hosts, where the local push service listens. */
  allowLoopback: boolean;
}

/**
 * Why an endpoint URL is not acceptable, or null when it is. The WHATWG URL parser has
 * already turned numeric spellings (2130706433, 0x7f.1, 0177.0.0.1) into dotted quads,
 * so each of them meets the same range check as the plain address.
 */
export function endpointProblem(endpoint: string, rules: EndpointRules): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'must be an https URL';
  }
  if (url.protocol !== 'https:' || url.hostname === '') return 'must be an https URL';
  if (url.username || url.password) return 'must not contain a user name or password';
  const host = url.hostname.replace(/\.$/, '').toLowerCase();
  const kind = classifyAddress(host);
  if (kind !== null) {
    if (kind === 'loopback' && rules.allowLoopback) return null;
    if (kind !== 'public') return `must be a public address (this one is ${kind})`;
    return rules.allowedHostSuffixes ? 'must be on a known push service' : null;
  }
  if (!host.includes('.') || LOCAL_NAME_SUFFIXES.some((s) => hostMatchesSuffix(host, s))) {
    return 'must name a public host';
  }
  if (
    rules.allowedHostSuffixes &&
    !rules.allowedHostSuffixes.some((s) => hostMatchesSuffix(host, s))
  ) {
    return 'must be on a known push service';
  }
  return null;
}

/** The address-level check the delivery repeats on the address it actually connects to. */
export function mayConnectTo(ip: string, rules: Pick<EndpointRules, 'allowLoopback'>): boolean {
  const kind = classifyAddress(ip);
  return kind === 'public' || (rules.allowLoopback && kind === 'loopback');
}

/** The push services of the major browsers: a suggested PUSH_ENDPOINT_HOSTS. */
export const MAJOR_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Opera, Samsung Internet
  'updates.push.services.mozilla.com', // Firefox
  'web.push.apple.com', // Safari
  'notify.windows.com', // Edge on Windows
] as const;
