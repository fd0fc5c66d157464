import { Info } from 'lucide-react';
import { ScrollRegion } from '@/components/ui/scroll-region';
import type { ContentBlock, ContentSection } from '../types';

function Block({ block }: { block: ContentBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p className="leading-7 text-slate-700 dark:text-slate-300">{block.text}</p>;
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List
          className={
            block.ordered
              ? 'list-decimal space-y-2 pl-6 leading-7 text-slate-700 marker:text-brand-600 dark:text-slate-300 dark:marker:text-brand-100'
              : 'list-disc space-y-2 pl-6 leading-7 text-slate-700 marker:text-brand-500 dark:text-slate-300'
          }
        >
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </List>
      );
    }
    case 'note':
      return (
        <aside className="flex gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 text-slate-800 dark:border-brand-700/50 dark:bg-brand-700/20 dark:text-slate-200">
          <Info className="mt-0.5 h-5 w-5 shrink-0 text-brand-600 dark:text-brand-100" aria-hidden="true" />
          <div>
            <p className="font-semibold">{block.title}</p>
            <p className="mt-1 leading-7">{block.text}</p>
          </div>
        </aside>
      );
    case 'example':
      return (
        <ScrollRegion
          label={block.caption}
          className="rounded-xl border border-slate-200 dark:border-slate-800"
        >
          <table className="w-full text-left text-sm">
            <caption className="bg-slate-50 px-4 py-2 text-left font-medium text-slate-700 dark:bg-slate-900 dark:text-slate-300">
              {block.caption}
            </caption>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.label} className="border-t border-slate-200 dark:border-slate-800">
                  <th scope="row" className="w-2/5 px-4 py-2 align-top font-medium">
                    {row.label}
                  </th>
                  <td className="px-4 py-2 text-slate-700 dark:text-slate-300">{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      );
  }
}

export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <div className="space-y-4">
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </div>
  );
}

/** Sections of a long text (a blog post, a policy), each with an h2 and an anchor. */
export function ContentSections({ sections }: { sections: readonly ContentSection[] }) {
  return (
    <div className="space-y-10">
      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="scroll-mt-24"
        >
          <h2 id={`${section.id}-heading`} className="mb-4 text-2xl font-semibold tracking-tight">
            {section.heading}
          </h2>
          <ContentBlocks blocks={section.blocks} />
        </section>
      ))}
    </div>
  );
}
