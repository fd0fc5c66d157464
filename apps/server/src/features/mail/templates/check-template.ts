import { TEMPLATE_LIMITS } from '@overlap/contracts';
import { findPlaceholders, TemplateError, type EmailContent } from './render-template';

export type TemplatePart = keyof EmailContent;
const PARTS: TemplatePart[] = ['subject', 'html', 'text'];
const PART_NAMES: Record<TemplatePart, string> = {
  subject: 'The subject',
  html: 'The HTML',
  text: 'The text',
};

/**
 * What is wrong with each part of an edited template, by part: empty, too long, a malformed `{{…}}`, or a
 * placeholder this e-mail does not provide (named, with the ones it does). Empty when all is well.
 */
export function checkTemplate(
  content: EmailContent,
  allowed: readonly string[],
): Partial<Record<TemplatePart, string>> {
  const problems: Partial<Record<TemplatePart, string>> = {};
  for (const part of PARTS) {
    const value = content[part];
    const name = PART_NAMES[part];
    if (value.trim() === '') {
      problems[part] = `${name} is empty.`;
      continue;
    }
    if (value.length > TEMPLATE_LIMITS[part]) {
      problems[part] =
        `${name} is too long: at most ${TEMPLATE_LIMITS[part].toLocaleString('en')} characters.`;
      continue;
    }
    if (part === 'subject' && /[\r\n]/.test(value)) {
      problems[part] = 'The subject must be one line.';
      continue;
    }
    let used: string[];
    try {
      used = findPlaceholders({ subject: value, html: '', text: '' });
    } catch (error) {
      if (!(error instanceof TemplateError)) throw error;
      problems[part] = `${name} has a ${error.message}; ${error.hint}.`;
      continue;
    }
    const unknown = used.filter((variable) => !allowed.includes(variable));
    if (unknown.length > 0) {
      problems[part] =
        `${name} uses ${unknown.length > 1 ? 'unknown placeholders' : 'an unknown placeholder'} ` +
        `${unknown.map((n) => `{{${n}}}`).join(', ')}. Available: ${allowed.map((n) => `{{${n}}}`).join(', ')}.`;
    }
  }
  return problems;
}
