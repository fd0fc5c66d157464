/**
 * The little Markdown an operator's own legal pages need (LEGAL_PAGES_DIR): headings, paragraphs, lists,
 * emphasis and links. The result is data that React renders as text, so no HTML in the file ever runs.
 */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em'; children: Inline[] }
  | { kind: 'link'; href: string; children: Inline[] };

export type Block =
  | { kind: 'heading'; level: 2 | 3 | 4; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] };

const SAFE_LINK = /^(https?:\/\/|mailto:)/i;
const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)/;

/** Emphasis and links inside one block; a link to anything but http(s) or mailto stays plain text. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  for (let match = INLINE.exec(rest); match; match = INLINE.exec(rest)) {
    if (match.index > 0) out.push({ kind: 'text', text: rest.slice(0, match.index) });
    const [whole, strong, em, label, href] = match;
    if (strong !== undefined) out.push({ kind: 'strong', children: parseInline(strong) });
    else if (em !== undefined) out.push({ kind: 'em', children: parseInline(em) });
    else if (SAFE_LINK.test(href!)) out.push({ kind: 'link', href: href!, children: parseInline(label!) });
    else out.push({ kind: 'text', text: label! });
    rest = rest.slice(match.index + whole.length);
  }
  if (rest) out.push({ kind: 'text', text: rest });
  return out;
}

const HEADING = /^(#{1,6})\s+(.*)$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

/** Blocks separated by blank lines; `#` is the page's first level under its own title (h2). */
export function parseMarkdown(markdown: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join(' ')) });
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    paragraph = [];
    list = null;
  };
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    if (!line.trim()) flush();
    else if (heading) {
      flush();
      const level = Math.min(4, heading[1]!.length + 1) as 2 | 3 | 4;
      blocks.push({ kind: 'heading', level, children: parseInline(heading[2]!) });
    } else if (bullet || numbered) {
      const ordered = !bullet;
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push((bullet ?? numbered)![1]!);
    } else if (list && /^\s+/.test(raw)) {
      list.items[list.items.length - 1] += ` ${line.trim()}`;
    } else {
      if (list) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks;
}
