import {
  type AddressClass,
  classifyAddress,
  type EndpointRules,
  endpointProblem,
  hostMatchesSuffix,
  MAJOR_PUSH_SERVICE_HOSTS,
  mayConnectTo,
  parseIPv6,
} from './push-endpoint';

const OPEN: EndpointRules = { allowedHostSuffixes: null, allowLoopback: false };

describe('classifyAddress', () => {
  it.each<[string, AddressClass]>([
    ['8.8.8.8', 'public'],
    ['142.250.74.10', 'public'],
    ['0.0.0.0', 'unspecified'],
    ['0.255.255.255', 'unspecified'],
    ['9.255.255.255', 'public'],
    ['10.0.0.1', 'private'],
    ['11.0.0.0', 'public'],
    ['100.63.255.255', 'public'],
    ['100.64.0.0', 'shared'],
    ['100.127.255.255', 'shared'],
    ['100.128.0.0', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['169.254.169.254', 'link-local'],
    ['172.15.255.255', 'public'],
    ['172.16.0.0', 'private'],
    ['172.31.255.255', 'private'],
    ['172.32.0.0', 'public'],
    ['192.168.1.1', 'private'],
    ['192.0.2.5', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.255', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['2606:4700::1111', 'public'],
    ['2a00:1450:4001:81c::200a', 'public'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['::ffff:127.0.0.1', 'ipv4-mapped'],
    ['::ffff:7f00:1', 'ipv4-mapped'],
    ['::ffff:8.8.8.8', 'ipv4-mapped'],
    ['::127.0.0.1', 'ipv4-mapped'],
    ['64:ff9b::a00:1', 'ipv4-mapped'],
    ['2002:7f00:1::', 'ipv4-mapped'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['febf::1', 'link-local'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['4000::1', 'reserved'],
  ])('%s is %s', (ip, kind) => {
    expect(classifyAddress(ip)).toBe(kind);
  });

  it.each(['push.example.net', '1.2.3', '01.2.3.4', '256.1.1.1', '1::2::3', 'fe80::1%eth0', ''])(
    '%j is not an IP literal',
    (text) => {
      expect(classifyAddress(text)).toBeNull();
    },
  );

  it('reads IPv6 with an IPv4 tail byte for byte', () => {
    expect(parseIPv6('::ffff:1.2.3.4')).toEqual([
      0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255, 255, 1, 2, 3, 4,
    ]);
    expect(parseIPv6('1:2:3:4:5:6:7:8')).toHaveLength(16);
    expect(parseIPv6('1:2:3:4:5:6:7:8:9')).toBeNull();
  });
});

describe('endpointProblem', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://web.push.apple.com/QGx',
    'https://push.example.net:8443/x',
    'https://8.8.8.8/x',
    'https://[2606:4700::1111]/x',
  ])('accepts %s', (endpoint) => {
    expect(endpointProblem(endpoint, OPEN)).toBeNull();
  });

  it.each([
    ['http://push.example.net/x', 'must be an https URL'],
    ['not a url', 'must be an https URL'],
    ['https://user:pw@push.example.net/x', 'must not contain a user name or password'],
    ['https://127.0.0.1/x', 'must be a public address (this one is loopback)'],
    ['https://localhost/x', 'must name a public host'],
    ['https://api.localhost/x', 'must name a public host'],
    ['https://localhost./x', 'must name a public host'],
    ['https://metadata/x', 'must name a public host'],
    ['https://db.internal/x', 'must name a public host'],
    ['https://[::1]/x', 'must be a public address (this one is loopback)'],
    // Numeric, octal and hex spellings of loopback all normalise to 127.0.0.1.
    ['https://2130706433/x', 'must be a public address (this one is loopback)'],
    ['https://0x7f.1/x', 'must be a public address (this one is loopback)'],
    ['https://0177.0.0.1/x', 'must be a public address (this one is loopback)'],
    ['https://0x7f000001/x', 'must be a public address (this one is loopback)'],
    ['https://0.0.0.0/x', 'must be a public address (this one is unspecified)'],
    ['https://0/x', 'must be a public address (this one is unspecified)'],
    ['https://10.0.0.1/x', 'must be a public address (this one is private)'],
    ['https://012.0.0.1/x', 'must be a public address (this one is private)'],
    ['https://192.168.1.1/x', 'must be a public address (this one is private)'],
    [
      'https://169.254.169.254/latest/meta-data',
      'must be a public address (this one is link-local)',
    ],
    ['https://100.64.1.1/x', 'must be a public address (this one is shared)'],
    ['https://[fd00::1]/x', 'must be a public address (this one is unique-local)'],
    ['https://[fe80::1]/x', 'must be a public address (this one is link-local)'],
    ['https://[ff02::1]/x', 'must be a public address (this one is multicast)'],
    ['https://[::ffff:127.0.0.1]/x', 'must be a public address (this one is ipv4-mapped)'],
    ['https://[::ffff:a00:1]/x', 'must be a public address (this one is ipv4-mapped)'],
    ['https://224.0.0.1/x', 'must be a public address (this one is multicast)'],
  ])('refuses %s: %s', (endpoint, problem) => {
    expect(endpointProblem(endpoint, OPEN)).toBe(problem);
  });

  it('keeps to the allow-list of push service host suffixes when one is set', () => {
    const rules = { allowedHostSuffixes: MAJOR_PUSH_SERVICE_HOSTS, allowLoopback: false };
    expect(endpointProblem('https://fcm.googleapis.com/fcm/send/x', rules)).toBeNull();
    expect(endpointProblem('https://wns2-par02p.notify.windows.com/w/?token=x', rules)).toBeNull();
    for (const other of [
      'https://push.example.net/x',
      'https://evilfcm.googleapis.com.example/x',
      'https://notgoogleapis.com/x',
      'https://8.8.8.8/x',
    ]) {
      expect(endpointProblem(other, rules)).toBe('must be on a known push service');
    }
  });

  it('lets loopback through only when a test asks for it', () => {
    const local = { allowedHostSuffixes: null, allowLoopback: true };
    expect(endpointProblem('https://127.0.0.1:4443/push/a', local)).toBeNull();
    expect(endpointProblem('https://10.0.0.1/push/a', local)).toMatch(/private/);
    expect(mayConnectTo('127.0.0.1', local)).toBe(true);
    expect(mayConnectTo('127.0.0.1', OPEN)).toBe(false);
    expect(mayConnectTo('::ffff:127.0.0.1', local)).toBe(false);
    expect(mayConnectTo('142.250.74.10', OPEN)).toBe(true);
  });

  it.each([
    ['fcm.googleapis.com', 'fcm.googleapis.com', true],
    ['a.fcm.googleapis.com', 'fcm.googleapis.com', true],
    ['A.FCM.googleapis.com', '.fcm.googleapis.com', true],
    ['xfcm.googleapis.com', 'fcm.googleapis.com', false],
    ['fcm.googleapis.com.evil', 'fcm.googleapis.com', false],
  ])('host %s under suffix %s: %s', (host, suffix, matches) => {
    expect(hostMatchesSuffix(host, suffix)).toBe(matches);
  });
});
