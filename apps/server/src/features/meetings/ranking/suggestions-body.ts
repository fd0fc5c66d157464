import { constants, crc32, deflateRawSync } from 'node:zlib';
import type { HeatMapForm } from '@overlap/contracts';
import type { RankResult } from '@overlap/engine';
import type { EncodedSuggestions, SuggestionsShape } from '../shared';
import { suggestionsOf } from './suggestions-wire';

const encoder = new TextEncoder();
const bodies = new WeakMap<RankResult, Map<HeatMapForm, EncodedSuggestions>>();

/**
 * The suggestions body of a ranking but its `"now"`: encoded once, and deflated once when `gzip`. Both
 * the ranking worker and the main thread (for a cached ranking asked in another form) make it here.
 */
export function encodeSuggestions(result: RankResult, shape: SuggestionsShape, gzip: boolean) {
  const json = JSON.stringify(suggestionsOf(result, shape));
  const encoded: EncodedSuggestions = { opening: encoder.encode(json.slice(0, -1)) };
  if (gzip) encoded.deflated = deflatedOf(encoded.opening);
  return encoded;
}

/** Keeps a body the ranking worker encoded with the ranking it belongs to. */
export function rememberSuggestions(result: RankResult, form: HeatMapForm, body: EncodedSuggestions) {
  let forms = bodies.get(result);
  if (!forms) bodies.set(result, (forms = new Map()));
  forms.set(form, body);
}

/**
 * The body of a ranking in `form`: the one kept with it, or else encoded now and kept. A cached ranking is
 * the same object for the same cache key, and the key covers the meeting and the people that the shape
 * reads, so the memo is exact.
 */
export function suggestionsFor(
  result: RankResult,
  form: HeatMapForm,
  gzip: boolean,
  shape: () => SuggestionsShape,
): EncodedSuggestions {
  let body = bodies.get(result)?.get(form);
  if (!body) {
    body = encodeSuggestions(result, shape(), gzip);
    rememberSuggestions(result, form, body);
  }
  return body;
}

// Level 3 deflates a 100-person ranking (~0.5 MB) in about a third of the default level's time for
// about an eighth more bytes: the first request after a change waits for it.
const LEVEL = 3;

function deflatedOf(opening: Uint8Array): NonNullable<EncodedSuggestions['deflated']> {
  return {
    bytes: deflateRawSync(opening, { level: LEVEL, finishFlush: constants.Z_FULL_FLUSH }),
    crc: crc32(opening),
  };
}

/** The rest of a body: `,"now":…}`. */
const tailOf = (now: string) => Buffer.from(`,"now":${JSON.stringify(now)}}`);

/** The suggestions response as JSON bytes: the encoded part and `"now"`, a copy and no serialising. */
export function suggestionsBody(body: EncodedSuggestions, now: string): Buffer {
  return Buffer.concat([body.opening, tailOf(now)]);
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/**
 * The same response gzip-encoded, for clients that accept it (browsers do): a tenth of the bytes to
 * write. The encoded part is deflated once and ends on a full flush; each request appends `"now"` as a
 * final stored block (no deflating at all), and the gzip trailer's CRC continues the encoded part's.
 */
export function gzippedSuggestionsBody(body: EncodedSuggestions, now: string): Buffer {
  const head = (body.deflated ??= deflatedOf(body.opening));
  const tail = tailOf(now);
  return Buffer.concat([
    GZIP_HEADER,
    head.bytes,
    storedFinalBlock(tail),
    trailer(crc32(tail, head.crc), body.opening.length + tail.length),
  ]);
}

/** A response made whole on each request (a series): JSON, gzip-encoded when `gzip`. */
export function plainBody(response: object, gzip: boolean): Buffer {
  const bytes = Buffer.from(JSON.stringify(response));
  if (!gzip) return bytes;
  return Buffer.concat([
    GZIP_HEADER,
    deflateRawSync(bytes, { level: LEVEL }),
    trailer(crc32(bytes), bytes.length),
  ]);
}

/** `bytes` (at most 65,535) as the last block of a raw deflate stream, stored as they are (RFC 1951, 3.2.4). */
function storedFinalBlock(bytes: Buffer): Buffer {
  const block = Buffer.alloc(5 + bytes.length);
  block[0] = 1; // BFINAL, BTYPE 00: stored
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

function trailer(crc: number, length: number): Buffer {
  const bytes = Buffer.alloc(8);
  bytes.writeUInt32LE(crc >>> 0, 0);
  bytes.writeUInt32LE(length >>> 0, 4);
  return bytes;
}
