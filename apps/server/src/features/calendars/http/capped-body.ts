import { CalendarProviderError } from '../provider-error';

/** The most we read of one provider answer, counted after decompression. */
export const defaultMaxResponseBytes = 20 * 1024 * 1024;

function tooLarge(host: string, maxBytes: number): CalendarProviderError {
  return new CalendarProviderError('too-large', `The answer from ${host} is larger than ${maxBytes} bytes`);
}

/**
 * Reads a body as text while it streams, stopping at `maxBytes` of decoded bytes: fetch decompresses
 * gzip/br itself, so `response.text()` would hold a decompression bomb whole before anything could look.
 */
export async function readCappedText(response: Response, maxBytes: number, host: string): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge(host, maxBytes);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let total = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw tooLarge(host, maxBytes);
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}
