/** Just enough MIME to read what nodemailer sends: headers, multipart trees, base64 and quoted-printable. */
export interface MimePart {
  headers: Map<string, string>;
  /** e.g. `text/calendar`, lower-cased. */
  type: string;
  params: Record<string, string>;
  body: string;
  parts: MimePart[];
}

export function parseMime(raw: string): MimePart {
  const split = raw.indexOf('\r\n\r\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  const [type = 'text/plain', ...rawParams] = (headers.get('content-type') ?? 'text/plain').split(';');
  const params = Object.fromEntries(
    rawParams.map((p) => {
      const [key = '', ...value] = p.trim().split('=');
      return [key.toLowerCase(), value.join('=').replace(/^"|"$/g, '')];
    }),
  );
  const lowerType = type.trim().toLowerCase();
  if (lowerType.startsWith('multipart/') && params.boundary) {
    const sections = body.split(`--${params.boundary}`).slice(1);
    const parts = sections
      .filter((section) => !section.startsWith('--'))
      .map((section) => parseMime(section.replace(/^\r\n/, '').replace(/\r\n$/, '')));
    return { headers, type: lowerType, params, body: '', parts };
  }
  return {
    headers,
    type: lowerType,
    params,
    body: decodeBody(body, headers.get('content-transfer-encoding')),
    parts: [],
  };
}

/** Every leaf part of the tree with this type. */
export function partsOfType(root: MimePart, type: string): MimePart[] {
  if (root.parts.length === 0) return root.type === type ? [root] : [];
  return root.parts.flatMap((part) => partsOfType(part, type));
}

function decodeBody(body: string, encoding = '7bit'): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return decodeQuotedPrintable(body.replace(/=\r\n/g, ''));
    default:
      return body;
  }
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words; whitespace between two of them is not part of the text. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g, (_whole, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}
