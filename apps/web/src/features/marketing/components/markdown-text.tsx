import { Fragment } from 'react';
import { parseMarkdown, type Inline } from '../markdown/parse-markdown';

function InlineText({ parts }: { parts: Inline[] }) {
  return parts.map((part, index) => {
    if (part.kind === 'text') return <Fragment key={index}>{part.text}</Fragment>;
    const children = <InlineText parts={part.children} />;
    if (part.kind !== 'link') {
      return part.kind === 'strong' ? (
        <strong key={index}>{children}</strong>
      ) : (
        <em key={index}>{children}</em>
      );
    }
    return (
      <a
        key={index}
        href={part.href}
        rel="noopener noreferrer"
        className="text-brand-600 underline dark:text-brand-100"
      >
        {children}
      </a>
    );
  });
}

/** An operator's own text (Markdown), drawn as React elements: whatever HTML it holds shows as text. */
export function MarkdownText({ markdown }: { markdown: string }) {
  return (
    <div className="mx-auto max-w-3xl space-y-4 leading-7 text-slate-700 dark:text-slate-300">
      {parseMarkdown(markdown).map((block, index) => {
        if (block.kind === 'heading') {
          const Heading = `h${block.level}` as const;
          return (
            <Heading key={index} className="pt-4 text-xl font-semibold text-slate-900 dark:text-slate-100">
              <InlineText parts={block.children} />
            </Heading>
          );
        }
        if (block.kind === 'paragraph') {
          return (
            <p key={index}>
              <InlineText parts={block.children} />
            </p>
          );
        }
        const List = block.ordered ? 'ol' : 'ul';
        return (
          <List
            key={index}
            className={block.ordered ? 'list-decimal space-y-1 pl-6' : 'list-disc space-y-1 pl-6'}
          >
            {block.items.map((item, i) => (
              <li key={i}>
                <InlineText parts={item} />
              </li>
            ))}
          </List>
        );
      })}
    </div>
  );
}
