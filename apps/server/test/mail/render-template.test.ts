import { describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATES } from '../../src/features/mail/templates/default-templates';
import {
  EMAIL_TEMPLATE_KEYS,
  TEMPLATE_VARIABLES,
} from '../../src/features/mail/templates/template-variables';
import {
  assertKnownPlaceholders,
  findPlaceholders,
  renderTemplate,
  TemplateError,
} from '../../src/features/mail/templates/render-template';

const template = {
  subject: 'Invitation: {{title}}',
  html: '<p>{{ title }} by {{name}}</p>',
  text: '{{title}} by {{name}}',
};

describe('renderTemplate', () => {
  it('escapes every value in the HTML part and leaves the plain text readable', () => {
    const out = renderTemplate(template, { title: '<script>alert("x")</script> & \'co\'', name: 'Ana' });
    expect(out.html).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39; by Ana</p>',
    );
    expect(out.text).toBe('<script>alert("x")</script> & \'co\' by Ana');
  });

  it('strips CR and LF from values that reach the subject, so no header can be injected', () => {
    const out = renderTemplate(template, { title: 'Lunch\r\nBcc: victim@example.com\nX: y', name: 'Ana' });
    expect(out.subject).toBe('Invitation: Lunch Bcc: victim@example.com X: y');
    expect(out.subject).not.toMatch(/[\r\n]/);
  });

  it('caps a very long subject at 200 characters', () => {
    const out = renderTemplate(template, { title: 'é'.repeat(1000), name: 'Ana' });
    expect([...out.subject]).toHaveLength(200);
    expect(out.subject.endsWith('é…')).toBe(true);
  });

  it('refuses to render a placeholder that has no value rather than sending a blank', () => {
    expect(() => renderTemplate(template, { title: 'x' })).toThrow(TemplateError);
    expect(() => renderTemplate(template, { title: 'x' })).toThrow('no value for {{name}}');
  });

  it('does not take values from the object prototype', () => {
    expect(() => renderTemplate({ subject: '{{toString}}', html: '', text: '' }, {})).toThrow(TemplateError);
  });
});

describe('assertKnownPlaceholders', () => {
  it('names unknown placeholders and the available ones', () => {
    expect(() => assertKnownPlaceholders(template, ['title'])).toThrow(
      'unknown placeholder {{name}}; available: {{title}}',
    );
    expect(() => assertKnownPlaceholders(template, ['title', 'name'])).not.toThrow();
  });

  it('treats a malformed placeholder as an error', () => {
    expect(() => findPlaceholders({ subject: '{{ not valid }}', html: '', text: '' })).toThrow(/malformed/);
  });
});

describe('sections for optional values', () => {
  const withDeadline = {
    subject: 'Answer{{#deadline}} by {{deadline}}{{/deadline}}',
    html: '<p>Hi.</p>{{#deadline}}<p>Please answer by {{deadline}}.</p>{{/deadline}}{{^deadline}}<p>Answer any time.</p>{{/deadline}}',
    text: 'Hi.{{#deadline}} Please answer by {{deadline}}.{{/deadline}}',
  };

  it('keeps a section only when its value is given, and an inverted one only when it is not', () => {
    expect(renderTemplate(withDeadline, { deadline: 'Friday <5pm>' })).toEqual({
      subject: 'Answer by Friday <5pm>',
      html: '<p>Hi.</p><p>Please answer by Friday &lt;5pm&gt;.</p>',
      text: 'Hi. Please answer by Friday <5pm>.',
    });
    expect(renderTemplate(withDeadline, { deadline: '  ' })).toEqual({
      subject: 'Answer',
      html: '<p>Hi.</p><p>Answer any time.</p>',
      text: 'Hi.',
    });
  });

  it('nests sections and counts their names as used placeholders', () => {
    const nested = { subject: 's', html: '{{#a}}A{{#b}}B{{b}}{{/b}}{{/a}}', text: '{{^a}}none{{/a}}' };
    expect(findPlaceholders(nested)).toEqual(['a', 'b']);
    expect(renderTemplate(nested, { a: 'x', b: '1' }).html).toBe('AB1');
    expect(renderTemplate(nested, { a: 'x', b: '' }).html).toBe('A');
    expect(() => assertKnownPlaceholders(nested, ['a'])).toThrow('unknown placeholder {{b}}');
  });

  it.each([
    ['{{#deadline}}open', 'section {{#deadline}} without its closing {{/deadline}}'],
    ['close{{/deadline}}', 'closing {{/deadline}} without its opening {{#deadline}}'],
    ['{{#a}}{{^b}}x{{/a}}{{/b}}', 'section {{^b}} closed by {{/a}}'],
    ['{{# }}', 'malformed placeholder {{# }}'],
  ])('refuses %s, saying what is wrong', (html, message) => {
    expect(() => findPlaceholders({ subject: 's', html, text: 't' })).toThrow(message);
  });
});

describe('default templates', () => {
  // Kept for admins who want it: the default "when" already names the zone.
  const unusedByDefault: Partial<Record<string, string[]>> = {
    scheduled: ['timeZone'],
    rescheduled: ['timeZone'],
  };

  it.each(EMAIL_TEMPLATE_KEYS)('%s uses its declared variables and no others', (key) => {
    const used = findPlaceholders(DEFAULT_TEMPLATES[key]);
    const expected = TEMPLATE_VARIABLES[key].filter((name) => !unusedByDefault[key]?.includes(name));
    expect(new Set(used)).toEqual(new Set(expected));
  });
});
