export interface EmailContent {
  subject: string;
  html: string;
  text: string;
}

export type TemplateVariables = Readonly<Record<string, string>>;

export class TemplateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TemplateError';
  }
}

const PLACEHOLDER = /\{\{(.*?)\}\}/g;
const VARIABLE_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL_CHARACTERS_EXCEPT_NEWLINE_AND_TAB = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** The variable names a template uses, in order of first use; a malformed `{{…}}` is an error. */
export function findPlaceholders(template: EmailContent): string[] {
  const names = new Set<string>();
  for (const part of [template.subject, template.html, template.text]) {
    for (const match of part.matchAll(PLACEHOLDER)) {
      const name = match[1]!.trim();
      if (!VARIABLE_NAME.test(name)) throw new TemplateError(`malformed placeholder ${match[0]}`);
      names.add(name);
    }
  }
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
 * Fills the placeholders: values are HTML-escaped in the HTML part, and CR/LF never reach the subject
 * (it becomes a mail header), which is capped at 200 characters. A value missing from `variables` is an error.
 */
export function renderTemplate(template: EmailContent, variables: TemplateVariables): EmailContent {
  const fill = (source: string, encode: (value: string) => string) =>
    source.replace(PLACEHOLDER, (_whole, raw: string) => {
      const name = raw.trim();
      const value = Object.hasOwn(variables, name) ? variables[name] : undefined;
      if (value === undefined) throw new TemplateError(`no value for {{${name}}}`);
      return encode(value);
    });
  return {
    subject: toHeaderText(fill(template.subject, (value) => value)),
    html: fill(template.html, (value) => escapeHtml(toPlainText(value))),
    text: fill(template.text, toPlainText),
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
