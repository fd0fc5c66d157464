import type { PackedIntervals } from '@overlap/engine';
import { customType } from 'drizzle-orm/pg-core';

/**
 * Intervals stored compactly: a `bytea` of big-endian int32 epoch minutes, `start, end` pairs (the layout
 * of Postgres's own `int4send`, so a migration can write it in SQL). Read back as one `Int32Array` per
 * list, without an object or a string per interval.
 */
export const packedIntervals = customType<{ data: PackedIntervals; driverData: Uint8Array | string }>({
  dataType: () => 'bytea',
  toDriver: encodePacked,
  fromDriver: decodePacked,
});

/** Int32Array is in the machine's byte order; the column is big-endian. */
const littleEndian = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** One copy and a native byte swap: no loop over the intervals in JavaScript. */
export function encodePacked(list: PackedIntervals): Buffer {
  const bytes = Buffer.allocUnsafe(list.length * 4);
  bytes.set(new Uint8Array(list.buffer, list.byteOffset, list.length * 4));
  if (littleEndian) bytes.swap32();
  return bytes;
}

/** node-postgres hands a `bytea` over as a Buffer, PGlite as a Uint8Array; hex text is accepted too. */
export function decodePacked(value: Uint8Array | string): PackedIntervals {
  const bytes =
    typeof value === 'string' ? Buffer.from(value.slice(value.startsWith('\\x') ? 2 : 0), 'hex') : value;
  // Shared memory: a ranking worker is handed these lists without a copy (cached answers are read-only).
  const list = new Int32Array(new SharedArrayBuffer(bytes.byteLength & ~3));
  new Uint8Array(list.buffer).set(bytes.subarray(0, list.length * 4));
  if (littleEndian) Buffer.from(list.buffer).swap32();
  return list;
}
