import { LOCALE_NAMES, LOCALES, type AdminEmailTemplate, type Locale } from '@overlap/contracts';
import { Link } from 'react-router';
import { useT } from '@/i18n';
import { panelClass } from './admin-states';

/**
 * Which language's version of the e-mail is being edited, a link to each other one (marked when an
 * admin edited it), and the built-in words of this language, which a reset gives back.
 */
export function TemplateLanguage({ template, locale }: { template: AdminEmailTemplate; locale: Locale }) {
  const t = useT('admin');
  const edited = new Set(template.editedLocales);
  return (
    <section aria-labelledby="template-language-heading" className={panelClass}>
      <h3 id="template-language-heading" className="mb-2 text-sm font-semibold">
        {t('template.languageHeading')}
      </h3>
      <ul className="flex flex-wrap gap-2 text-sm">
        {LOCALES.map((option) => (
          <li key={option}>
            <Link
              to={`?locale=${option}`}
              aria-current={option === locale ? 'page' : undefined}
              className="inline-block rounded-md border border-slate-200 px-3 py-1 hover:bg-slate-50 aria-[current=page]:border-brand-600 aria-[current=page]:font-semibold dark:border-slate-700 dark:hover:bg-slate-800"
            >
              {LOCALE_NAMES[option]}
              {option !== 'en' && edited.has(option) ? ` · ${t('template.languageEdited')}` : ''}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{t('template.languageNote')}</p>
      {template.edited ? (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer font-medium text-brand-700 dark:text-brand-100">
            {t('template.defaultsHeading')}
          </summary>
          <p className="mt-2 font-medium break-words">{template.defaults.subject}</p>
          <pre className="mt-1 text-xs whitespace-pre-wrap text-slate-700 dark:text-slate-300">
            {template.defaults.text}
          </pre>
        </details>
      ) : null}
    </section>
  );
}
