import { formatIsoDate } from '../format-date';
import type { LegalDocument } from '../types';
import { ContentSections } from './content-blocks';
import { useLocale, useT } from '@/i18n';

/**
 * A policy page body: effective date, lead, a table of contents, then numbered sections, in the reader's
 * language; other languages than English get a note that the English text is authoritative.
 */
export function LegalDocumentView({ document: doc }: { document: LegalDocument }) {
  const t = useT('marketing');
  const locale = useLocale();
  return (
    <div className="mx-auto max-w-3xl">
      <p className="text-sm text-slate-500 dark:text-slate-400">
        {t.rich('legal.effective', {
          date: <time dateTime={doc.effectiveDate}>{formatIsoDate(doc.effectiveDate, locale)}</time>,
        })}
      </p>
      {locale === 'en' ? null : (
        <p lang={locale} className="mt-2 text-sm text-slate-500 dark:text-slate-400">
          {t('legal.englishNote')}
        </p>
      )}
      <p className="mt-4 text-lg leading-8 text-slate-700 dark:text-slate-300">{doc.lead}</p>
      <nav
        aria-labelledby="toc-heading"
        className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-800 dark:bg-slate-900/50"
      >
        <h2
          id="toc-heading"
          className="text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400"
        >
          {t('legal.contents')}
        </h2>
        <ol className="mt-3 grid list-decimal gap-1 pl-5 text-sm sm:grid-cols-2">
          {doc.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-brand-600 hover:underline dark:text-brand-100">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-10">
        <ContentSections sections={doc.sections} />
      </div>
    </div>
  );
}
