import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { decodePacked, encodePacked } from '../../src/db/packed-intervals-column';

describe('the packed intervals column', () => {
  it('writes big-endian int4 pairs and reads them back, from bytes or hex text', () => {
    // 2026-10-25 00:59 UTC (Europe's clocks go back at 01:00), before 1970, and the int4 extremes.
    const list = Int32Array.from([29_353_019, 29_353_020, -60, -1, -2_147_483_648, 2_147_483_647]);
    const bytes = encodePacked(list);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    expect(Array.from({ length: list.length }, (_, i) => view.getInt32(i * 4, false))).toEqual([...list]);
    expect(decodePacked(bytes)).toEqual(list);
    expect(decodePacked(new Uint8Array(bytes))).toEqual(list);
    expect(decodePacked(`\\x${bytes.toString('hex')}`)).toEqual(list);
    expect(decodePacked(bytes.toString('hex'))).toEqual(list);
  });

  it('reads an odd-aligned slice and an empty list', () => {
    const list = Int32Array.from([1, 2, 3, 4]);
    const padded = Buffer.concat([Buffer.from([7]), encodePacked(list)]);
    expect(decodePacked(padded.subarray(1))).toEqual(list);
    expect(decodePacked(encodePacked(new Int32Array(0)))).toEqual(new Int32Array(0));
    expect(encodePacked(list.subarray(1, 3))).toEqual(encodePacked(Int32Array.from([2, 3])));
  });

  it('reads into shared memory, so a ranking worker is handed the lists without a copy', async () => {
    const list = decodePacked(encodePacked(Int32Array.from([10, 20, 30, 40])));
    expect(list.buffer).toBeInstanceOf(SharedArrayBuffer);
    const { port1, port2 } = new MessageChannel();
    const received = new Promise<Int32Array>((resolve) => port2.once('message', resolve));
    port1.postMessage(list);
    const copy = await received;
    list[0] = 11;
    expect(copy[0]).toBe(11);
    port1.close();
  });
});
