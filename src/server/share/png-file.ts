import { promisify } from 'node:util';
import { crc32, deflate } from 'node:zlib';

// A PNG file from RGBA pixels. The rasterizer can write PNGs itself, but only on the main
// thread (about as long as the drawing); here the one heavy step, deflate, runs on a
// worker thread, and the event loop only copies rows. No row filter: the card is flat
// colour, which deflate packs as small without one.

const deflateAsync = promisify(deflate);
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const RGBA = 6;
const BYTES_PER_PIXEL = 4;

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

export async function encodePng(rgba: Buffer, width: number, height: number): Promise<Buffer> {
  const stride = width * BYTES_PER_PIXEL;
  if (rgba.length !== stride * height) throw new RangeError('pixels do not match the size');
  const rows = Buffer.alloc(height * (stride + 1)); // each row: filter 0 (none), its pixels
  for (let y = 0; y < height; y += 1)
    rgba.copy(rows, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = RGBA;
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', await deflateAsync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
