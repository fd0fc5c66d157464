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

export function encodePacked(list: PackedIntervals): Buffer {
  const bytes = Buffer.allocUnsafe(list.length * 4);
  for (let i = 0; i < list.length; i++) bytes.writeInt32BE(list[i]!, i * 4);
  return bytes;
}

/** node-postgres hands a `bytea` over as a Buffer, PGlite as a Uint8Array; hex text is accepted too. */
export function decodePacked(value: Uint8Array | string): PackedIntervals {
  const bytes = typeof value === 'string' ? Buffer.from(value.replace(/^\\x/, ''), 'hex') : value;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const list = new Int32Array(bytes.byteLength >> 2);
  for (let i = 0; i < list.length; i++) list[i] = view.getInt32(i * 4);
  return list;
}
