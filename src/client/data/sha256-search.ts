// A SHA-256 made for one job: try salt + 0, salt + 1, … until the hash matches. WebCrypto
// answers one digest per promise, which caps a browser near 40,000 tries a second and far
// less on a slow phone; hashing synchronously here, with the salt's whole blocks hashed
// once and only the short tail redone per try, is more than ten times faster, so a fan
// behind a busy shared address waits a moment instead of many seconds. The server still
// checks every answer with its own SHA-256, so a bug here can only fail to find a number.

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

const INITIAL = [
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
];

const BLOCK = 64;

/** Mixes one 64-byte block (as 16 big-endian words in w[0..15]) into `state`, in place. */
function compress(state: Int32Array, w: Int32Array): void {
  for (let i = 16; i < 64; i++) {
    const a = w[i - 15]!;
    const b = w[i - 2]!;
    const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
    const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
    w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
  }
  let a = state[0]!;
  let b = state[1]!;
  let c = state[2]!;
  let d = state[3]!;
  let e = state[4]!;
  let f = state[5]!;
  let g = state[6]!;
  let h = state[7]!;
  for (let i = 0; i < 64; i++) {
    const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (h + s1 + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) | 0;
    const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = (state[0]! + a) | 0;
  state[1] = (state[1]! + b) | 0;
  state[2] = (state[2]! + c) | 0;
  state[3] = (state[3]! + d) | 0;
  state[4] = (state[4]! + e) | 0;
  state[5] = (state[5]! + f) | 0;
  state[6] = (state[6]! + g) | 0;
  state[7] = (state[7]! + h) | 0;
}

function loadWords(bytes: Uint8Array, offset: number, w: Int32Array): void {
  for (let i = 0; i < 16; i++) {
    const at = offset + i * 4;
    w[i] = (bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!;
  }
}

function hexWords(hex: string): Int32Array | null {
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) return null;
  const words = new Int32Array(8);
  for (let i = 0; i < 8; i++) words[i] = Number.parseInt(hex.slice(i * 8, i * 8 + 8), 16) | 0;
  return words;
}

/** The SHA-256 of `text` (UTF-8) as lowercase hex; the search's own check, and its tests'. */
export function sha256Hex(text: string): string {
  const found = new Sha256Tail(text);
  const state = found.digestOf('');
  return Array.from(state, (word) => (word >>> 0).toString(16).padStart(8, '0')).join('');
}

/** Hashes `prefix + suffix` for many short suffixes, the prefix's whole blocks done once. */
class Sha256Tail {
  private readonly midstate = new Int32Array(INITIAL);
  private readonly prefixLength: number;
  private readonly tail: Uint8Array;
  private readonly tailLength: number;
  private readonly state = new Int32Array(8);
  private readonly w = new Int32Array(64);

  constructor(prefix: string) {
    const bytes = new TextEncoder().encode(prefix);
    const whole = bytes.length - (bytes.length % BLOCK);
    for (let at = 0; at < whole; at += BLOCK) {
      loadWords(bytes, at, this.w);
      compress(this.midstate, this.w);
    }
    this.prefixLength = bytes.length;
    this.tailLength = bytes.length - whole;
    // Room for the prefix's tail, a suffix of up to 16 ASCII characters and the padding.
    this.tail = new Uint8Array(BLOCK * 2);
    this.tail.set(bytes.subarray(whole));
  }

  /** The hash of prefix + `suffix` (ASCII, at most 16 characters) as eight words. */
  digestOf(suffix: string): Int32Array {
    const tail = this.tail;
    let n = this.tailLength;
    for (let i = 0; i < suffix.length; i++) tail[n++] = suffix.charCodeAt(i);
    const length = n;
    tail[n++] = 0x80;
    const blocks = n + 8 <= BLOCK ? 1 : 2;
    const end = blocks * BLOCK;
    tail.fill(0, n, end);
    const bits = (this.prefixLength - this.tailLength + length) * 8;
    // Messages here are far below 2^32 bits, so the length's high word stays zero.
    tail[end - 4] = bits >>> 24;
    tail[end - 3] = bits >>> 16;
    tail[end - 2] = bits >>> 8;
    tail[end - 1] = bits;
    this.state.set(this.midstate);
    for (let block = 0; block < blocks; block++) {
      loadWords(tail, block * BLOCK, this.w);
      compress(this.state, this.w);
    }
    return this.state;
  }
}

/**
 * The number in [0, maxNumber] whose SHA-256 with `salt` in front is `challengeHex`, or
 * null when none is. Synchronous: run it off the main thread.
 */
export function searchSha256(salt: string, challengeHex: string, maxNumber: number): number | null {
  const target = hexWords(challengeHex);
  if (!target) return null;
  const hasher = new Sha256Tail(salt);
  const t0 = target[0];
  for (let number = 0; number <= maxNumber; number++) {
    const state = hasher.digestOf(String(number));
    if (state[0] !== t0) continue;
    if (state.every((word, i) => word === target[i])) return number;
  }
  return null;
}
