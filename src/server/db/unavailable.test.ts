import pg from 'pg';
import { TEST_POSTGRES_ADMIN_URL } from '../../../test/server/test-databases';
import { RECONNECT_BACKOFF_MS, reconnectDelay, withReconnectBackoff } from './reconnect-gate';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'a killed backend (57P01)',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['the server starting up (57P03)', withCode('57P03')],
    ['a connection exception (08006)', withCode('08006')],
    ['too many connections (53300)', withCode('53300')],
    ['a statement timeout (57014)', withCode('57014')],
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset connection', withCode('ECONNRESET')],
    ['SQLite busy past its timeout', withCode('SQLITE_BUSY')],
    ['a connection cut mid-query', new Error('Connection terminated unexpectedly')],
    [
      'a broken client reused',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['a full pool', new Error('timeout exceeded when trying to connect')],
    ['a closed database', new Error('driver has already been destroyed')],
    ['our own backoff refusal', new DatabaseUnavailableError('reconnecting')],
    ['a wrapped cause', new Error('outer', { cause: withCode('ECONNREFUSED') })],
    ['every address refusing', new AggregateError([withCode('ECONNREFUSED')], 'all failed')],
  ])('is true for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', withCode('23505')],
    ['a syntax error (42601)', withCode('42601')],
    ['text PostgreSQL cannot store (22021)', withCode('22021')],
    ['SQLite constraint', withCode('SQLITE_CONSTRAINT')],
    ['a plain bug', new TypeError('cannot read properties of undefined')],
    ['a message that only mentions a connection', new Error('vote: Connection terminated')],
    ['not an Error', 'Connection terminated'],
  ])('is false for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('withReconnectBackoff', () => {
  it('doubles its wait from the first to the cap', () => {
    expect(reconnectDelay(1)).toBe(RECONNECT_BACKOFF_MS.first);
    expect(reconnectDelay(2)).toBe(RECONNECT_BACKOFF_MS.first * 2);
    expect(reconnectDelay(50)).toBe(RECONNECT_BACKOFF_MS.max);
  });

  it('fails at once while backing off, tries again when due, and recovers on success', async () => {
    let clock = 1_000_000;
    // Nothing listens on port 1: every real attempt is refused.
    const down = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/x' });
    const gate = withReconnectBackoff(down, () => clock);
    try {
      await expect(gate.connect()).rejects.toThrow('cannot connect to the database');
      // Within the wait: refused without an attempt (our own message, not the pool's).
      await expect(gate.connect()).rejects.toThrow('database unreachable; reconnecting');
      clock += RECONNECT_BACKOFF_MS.first;
      await expect(gate.connect()).rejects.toThrow('cannot connect to the database');
      clock += RECONNECT_BACKOFF_MS.first; // the wait doubled: still inside it
      await expect(gate.connect()).rejects.toThrow('database unreachable; reconnecting');
    } finally {
      await down.end();
    }
    const up = new pg.Pool({ connectionString: TEST_POSTGRES_ADMIN_URL });
    const live = withReconnectBackoff(up, () => clock);
    try {
      const client = await live.connect();
      client.release();
    } finally {
      await up.end();
    }
  });
});
