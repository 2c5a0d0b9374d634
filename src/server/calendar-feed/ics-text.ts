// The few RFC 5545 text rules a calendar file must follow to open in every client.

const MAX_LINE_OCTETS = 75;

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** UTC DATE-TIME form: 20261129T160000Z. */
export function icsDateTime(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** DATE form: 20261129. */
export function icsDate(isoDate: string): string {
  return isoDate.replace(/-/g, '');
}

/**
 * Lines longer than 75 octets are folded with CRLF and one space (§3.1). Octets, not
 * characters: an emoji or an accented letter is never cut in half.
 */
export function foldIcsLine(line: string): string {
  const chunks: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // A continuation line starts with the space, so it holds one octet less.
    const limit = chunks.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      chunks.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  chunks.push(current);
  return chunks.join('\r\n ');
}

/** Content lines joined with CRLF, each folded, ending with a CRLF. */
export function icsDocument(lines: readonly string[]): string {
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
