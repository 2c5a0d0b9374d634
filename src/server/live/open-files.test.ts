import { describe, expect, it } from 'vitest';
import { DEFAULT_LIVE_STREAMS_MAX } from '../config/config';
import {
  OPEN_FILES_RESERVE,
  openFilesLimitFrom,
  openFilesWarning,
  readOpenFilesLimit,
} from './open-files';

const LIMITS = `Limit                     Soft Limit           Hard Limit           Units
Max cpu time              unlimited            unlimited            seconds
Max open files            4096                 524288               files
Max locked memory         8388608              8388608              bytes
`;

describe('the open-files limit', () => {
  it.each([
    ['a Linux limits table', LIMITS, 4096],
    ['an unlimited one', LIMITS.replace('4096                ', 'unlimited           '), null],
    ['no such row', 'Limit Soft Limit\nMax processes 100 100 processes\n', null],
    ['nothing', '', null],
  ])('is read from %s', (_, text, limit) => {
    expect(openFilesLimitFrom(text)).toBe(limit);
  });

  it.runIf(process.platform === 'linux')('is this process’s own on Linux', () => {
    expect(readOpenFilesLimit()).toBeGreaterThan(0);
  });
});

describe('the start-up warning about live streams and open files', () => {
  it.each([
    // [open-files limit, LIVE_STREAMS_MAX, warned]
    [null, DEFAULT_LIVE_STREAMS_MAX, false],
    [DEFAULT_LIVE_STREAMS_MAX + OPEN_FILES_RESERVE, DEFAULT_LIVE_STREAMS_MAX, false],
    [DEFAULT_LIVE_STREAMS_MAX + OPEN_FILES_RESERVE - 1, DEFAULT_LIVE_STREAMS_MAX, true],
    [1024, 1, true],
    [1025, 1, false],
  ])('limit %s with LIVE_STREAMS_MAX %s warns: %s', (limit, max, warned) => {
    expect(openFilesWarning(limit, max) !== null).toBe(warned);
  });

  it('names both numbers, the viewers that fit, and the ways out', () => {
    expect(openFilesWarning(20_000, DEFAULT_LIVE_STREAMS_MAX)).toBe(
      'LIVE_STREAMS_MAX is 20000, but this process may open only 20000 files: about 18976 ' +
        'live viewers can connect on PORT. Raise the open-files limit (systemd LimitNOFILE) ' +
        'to at least 21024, lower LIVE_STREAMS_MAX, or bring viewers through a proxy on ' +
        'H2C_PORT (streams share its connections)',
    );
    expect(openFilesWarning(500, 10)).toMatch(/about 0 live viewers/);
  });
});
