import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from './parse-markdown';

describe('parseMarkdown', () => {
  it('reads headings, paragraphs over several lines, and both kinds of list', () => {
    expect(parseMarkdown('# Terms\n\nOne\nparagraph.\n\n- a\n- b\n\n1. first\n2. second\n')).toEqual([
      { kind: 'heading', level: 2, children: [{ kind: 'text', text: 'Terms' }] },
      { kind: 'paragraph', children: [{ kind: 'text', text: 'One paragraph.' }] },
      {
        kind: 'list',
        ordered: false,
        items: [[{ kind: 'text', text: 'a' }], [{ kind: 'text', text: 'b' }]],
      },
      {
        kind: 'list',
        ordered: true,
        items: [[{ kind: 'text', text: 'first' }], [{ kind: 'text', text: 'second' }]],
      },
    ]);
  });

  it('keeps links to the web and to mail, and turns any other link into its words', () => {
    expect(
      parseInline('[site](https://a.example) [mail](mailto:x@a.example) [bad](javascript:alert(1))'),
    ).toEqual([
      { kind: 'link', href: 'https://a.example', children: [{ kind: 'text', text: 'site' }] },
      { kind: 'text', text: ' ' },
      { kind: 'link', href: 'mailto:x@a.example', children: [{ kind: 'text', text: 'mail' }] },
      { kind: 'text', text: ' ' },
      { kind: 'text', text: 'bad' },
      { kind: 'text', text: ')' },
    ]);
  });

  it('reads emphasis, and leaves HTML as the text it is', () => {
    expect(parseInline('**bold** and *soft* <b>x</b>')).toEqual([
      { kind: 'strong', children: [{ kind: 'text', text: 'bold' }] },
      { kind: 'text', text: ' and ' },
      { kind: 'em', children: [{ kind: 'text', text: 'soft' }] },
      { kind: 'text', text: ' <b>x</b>' },
    ]);
  });
});
