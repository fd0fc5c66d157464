export interface EmailContent {
  subject: string;
  html: string;
  text: string;
}

export type TemplateVariables = Readonly<Record<string, string>>;

export class TemplateError extends Error {
  constructor(
    message: string,
    /** How to write it instead, for the template editor. */
    readonly hint = 'write placeholders like {{meetingTitle}}',
  ) {
    super(message);
    this.name = 'TemplateError';
  }
}

const TAG = /\{\{(.*?)\}\}/g;
const VARIABLE_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL_CHARACTERS_EXCEPT_NEWLINE_AND_TAB = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const SECTION_HINT = 'close each section with {{/name}} after opening it with {{#name}} or {{^name}}';

/**
 * A template part as a tree: text, `{{name}}`, and sections. `{{#name}}…{{/name}}` is kept only when
 * `name` has a value that is not blank, `{{^name}}…{{/name}}` only when it is blank; so an optional value
 * (a deadline, a location) takes its words with it instead of leaving "by none." behind.
 */
type Node =
  | { kind: 'text'; text: string }
  | { kind: 'value'; name: string }
  | { kind: 'section'; name: string; inverted: boolean; children: Node[] };

function parse(source: string): Node[] {
  const root: Node[] = [];
  const open: { name: string; marker: string; children: Node[] }[] = [];
  const current = () => open.at(-1)?.children ?? root;
  let last = 0;
  for (const match of source.matchAll(TAG)) {
    if (match.index > last) current().push({ kind: 'text', text: source.slice(last, match.index) });
    last = match.index + match[0].length;
    const raw = match[1]!.trim();
    const marker = /^[#^/]/.test(raw) ? raw[0]! : '';
    const name = raw.slice(marker.length).trim();
    if (!VARIABLE_NAME.test(name)) throw new TemplateError(`malformed placeholder ${match[0]}`);
    if (marker === '') current().push({ kind: 'value', name });
    else if (marker === '/') {
      const section = open.pop();
      if (!section || section.name !== name)
        throw new TemplateError(
          section
            ? `section {{${section.marker}${section.name}}} closed by {{/${name}}}`
            : `closing {{/${name}}} without its opening {{#${name}}}`,
          SECTION_HINT,
        );
    } else {
      const children: Node[] = [];
      current().push({ kind: 'section', name, inverted: marker === '^', children });
      open.push({ name, marker, children });
    }
  }
  const unclosed = open.at(-1);
  if (unclosed)
    throw new TemplateError(
      `section {{${unclosed.marker}${unclosed.name}}} without its closing {{/${unclosed.name}}}`,
      SECTION_HINT,
    );
  if (last < source.length) current().push({ kind: 'text', text: source.slice(last) });
  return root;
}

function namesIn(nodes: Node[], into: Set<string>): Set<string> {
  for (const node of nodes) {
    if (node.kind === 'value') into.add(node.name);
    if (node.kind === 'section') {
      into.add(node.name);
      namesIn(node.children, into);
    }
  }
  return into;
}

/** The variable names a template uses (also as sections), in order of first use; bad syntax is an error. */
export function findPlaceholders(template: EmailContent): string[] {
  const names = new Set<string>();
  for (const part of [template.subject, template.html, template.text]) namesIn(parse(part), names);
  return [...names];
}

/** Refuses a template that uses a variable its e-mail never provides, instead of sending a blank. */
export function assertKnownPlaceholders(template: EmailContent, allowed: readonly string[]): void {
  const unknown = findPlaceholders(template).filter((name) => !allowed.includes(name));
  if (unknown.length > 0) {
    throw new TemplateError(
      `unknown placeholder${unknown.length > 1 ? 's' : ''} ${unknown.map((n) => `{{${n}}}`).join(', ')}; ` +
        `available: ${allowed.map((n) => `{{${n}}}`).join(', ')}`,
    );
  }
}

/**
 * Fills the placeholders and keeps or drops the sections: values are HTML-escaped in the HTML part, and
 * CR/LF never reach the subject (it becomes a mail header), which is capped at 200 characters. A value
 * missing from `variables` is an error; an optional one is given as an empty string.
 */
export function renderTemplate(template: EmailContent, variables: TemplateVariables): EmailContent {
  const valueOf = (name: string) => {
    const value = Object.hasOwn(variables, name) ? variables[name] : undefined;
    if (value === undefined) throw new TemplateError(`no value for {{${name}}}`);
    return value;
  };
  const fill = (nodes: Node[], encode: (value: string) => string): string =>
    nodes
      .map((node) => {
        if (node.kind === 'text') return node.text;
        if (node.kind === 'value') return encode(valueOf(node.name));
        const present = valueOf(node.name).trim() !== '';
        return present !== node.inverted ? fill(node.children, encode) : '';
      })
      .join('');
  return {
    subject: toHeaderText(fill(parse(template.subject), (value) => value)),
    html: fill(parse(template.html), (value) => escapeHtml(toPlainText(value))),
    text: fill(parse(template.text), toPlainText),
  };
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function toPlainText(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS_EXCEPT_NEWLINE_AND_TAB, '');
}

// Mail clients show far less; a cap keeps a pasted essay from becoming a giant header.
const SUBJECT_MAX_CHARACTERS = 200;

function toHeaderText(value: string): string {
  const oneLine = value
    .replace(/[\r\n]+/g, ' ')
    .replace(CONTROL_CHARACTERS_EXCEPT_NEWLINE_AND_TAB, '')
    .trim();
  const characters = [...oneLine];
  if (characters.length <= SUBJECT_MAX_CHARACTERS) return oneLine;
  return `${characters
    .slice(0, SUBJECT_MAX_CHARACTERS - 1)
    .join('')
    .trimEnd()}…`;
}
