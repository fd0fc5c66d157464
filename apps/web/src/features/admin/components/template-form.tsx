import {
  TEMPLATE_LIMITS,
  type AdminEmailTemplate,
  type EmailTemplateContent,
  type Locale,
} from '@overlap/contracts';
import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useBlocker } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast-store';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useT } from '@/i18n';
import { HttpError } from '@/lib/http-error';
import { usePreviewTemplate, useResetTemplate, useSaveTemplate } from '../api/admin-email';
import { useMailKind } from '../hooks/use-mail-kind';
import { panelClass } from './admin-states';
import { BackToTemplates } from './back-to-templates';
import { EmailHtmlFrame } from './email-html-frame';
import { TemplateLanguage } from './template-language';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';

type Errors = Partial<Record<keyof EmailTemplateContent, string>>;

const sameContent = (a: EmailTemplateContent, b: EmailTemplateContent) =>
  a.subject === b.subject && a.html === b.html && a.text === b.text;

function errorsOf(error: Error): Errors {
  return error instanceof HttpError && error.fields ? (error.fields as Errors) : {};
}

/** One template in one language: subject, HTML and text, with a preview, save and reset. */
export function TemplateForm({ template, locale }: { template: AdminEmailTemplate; locale: Locale }) {
  const t = useT('admin');
  const about = useMailKind()(template.key, template);
  useDocumentTitle(t('template.docTitle', { name: about.name }));
  const saved: EmailTemplateContent = { subject: template.subject, html: template.html, text: template.text };
  const [content, setContent] = useState<EmailTemplateContent>(saved);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const save = useSaveTemplate(template.key, locale);
  const reset = useResetTemplate(template.key, locale);
  const preview = usePreviewTemplate(template.key, locale);
  const dirty = !sameContent(content, saved);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const update = (part: keyof EmailTemplateContent, value: string) => {
    setContent((current) => ({ ...current, [part]: value }));
    setErrors((current) => ({ ...current, [part]: undefined }));
  };

  const failed = (title: string) => (error: Error) => {
    const fields = errorsOf(error);
    setErrors(fields);
    setFormError(Object.keys(fields).length > 0 ? null : error.message);
    if (!(error instanceof HttpError) || error.status < 500) {
      toast({ title, description: error.message, variant: 'destructive' });
    }
  };

  const onSave = (event?: FormEvent) => {
    event?.preventDefault();
    setFormError(null);
    save.mutate(content, {
      onSuccess: () =>
        toast({ title: t('template.saved'), description: t('template.savedNote'), variant: 'success' }),
      onError: failed(t('template.notSaved')),
    });
  };

  const onPreview = () => {
    setFormError(null);
    preview.mutate(content, { onSuccess: () => setErrors({}), onError: failed(t('template.noPreview')) });
  };

  const onReset = () => {
    setFormError(null);
    reset.mutate(saved, {
      onSuccess: () => {
        setConfirmReset(false);
        toast({ title: t('template.wasReset'), description: t('template.wasResetNote'), variant: 'success' });
      },
      onError: failed(t('template.notReset')),
    });
  };

  // Ctrl+S / Cmd+S saves, as in an editor.
  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      if (!save.isPending) onSave();
    }
  };

  const busy = save.isPending || reset.isPending;
  return (
    <div className="flex flex-col gap-6">
      <BackToTemplates />
      <header className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold">{about.name}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{about.description}</p>
        <p className="text-xs text-slate-500">
          {template.edited ? t('template.editedNote') : t('template.defaultNote')}
          {dirty ? ` ${t('template.dirty')}` : ''}
        </p>
      </header>

      <TemplateLanguage template={template} locale={locale} />

      <section aria-label={t('template.placeholders')} className={panelClass}>
        <h3 className="mb-2 text-sm font-semibold">{t('template.placeholdersHeading')}</h3>
        <ul className="flex flex-wrap gap-2">
          {template.variables.map((name) => (
            <li key={name}>
              <code className="rounded bg-slate-100 px-2 py-1 text-xs dark:bg-slate-800">{`{{${name}}}`}</code>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-slate-500">{t('template.placeholdersNote')}</p>
      </section>

      <form
        onSubmit={onSave}
        onKeyDown={onKeyDown}
        noValidate
        className={`${panelClass} flex flex-col gap-5`}
      >
        <FormField
          hintBelow
          id="template-subject"
          label={t('template.subject')}
          error={errors.subject}
          hint={t('template.subjectHint', { max: TEMPLATE_LIMITS.subject })}
        >
          <input
            id="template-subject"
            value={content.subject}
            onChange={(event) => update('subject', event.target.value)}
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby="template-subject-hint template-subject-error"
            className="h-10 w-full rounded-lg border border-slate-300 bg-transparent px-3 font-mono text-sm dark:border-slate-700"
          />
        </FormField>
        <FormField
          hintBelow
          id="template-html"
          label="HTML"
          error={errors.html}
          hint={t('template.htmlHint')}
        >
          <textarea
            id="template-html"
            value={content.html}
            rows={14}
            spellCheck={false}
            onChange={(event) => update('html', event.target.value)}
            aria-invalid={errors.html ? true : undefined}
            aria-describedby="template-html-hint template-html-error"
            className="w-full rounded-lg border border-slate-300 bg-transparent p-3 font-mono text-xs dark:border-slate-700"
          />
        </FormField>
        <FormField
          hintBelow
          id="template-text"
          label={t('outbox.plainText')}
          error={errors.text}
          hint={t('template.textHint')}
        >
          <textarea
            id="template-text"
            value={content.text}
            rows={10}
            onChange={(event) => update('text', event.target.value)}
            aria-invalid={errors.text ? true : undefined}
            aria-describedby="template-text-hint template-text-error"
            className="w-full rounded-lg border border-slate-300 bg-transparent p-3 font-mono text-xs dark:border-slate-700"
          />
        </FormField>
        {formError ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {formError}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy || !dirty}>
            {save.isPending ? t('template.saving') : t('template.save')}
          </Button>
          <Button type="button" variant="outline" onClick={onPreview} disabled={preview.isPending}>
            {preview.isPending ? t('template.rendering') : t('template.preview')}
          </Button>
          {dirty ? (
            <Button type="button" variant="ghost" onClick={() => setContent(saved)} disabled={busy}>
              {t('template.discard')}
            </Button>
          ) : null}
          {template.edited ? (
            <Button type="button" variant="ghost" onClick={() => setConfirmReset(true)} disabled={busy}>
              {t('template.reset')}
            </Button>
          ) : null}
        </div>
        {confirmReset ? (
          <div
            role="alertdialog"
            aria-labelledby="reset-title"
            className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950/40"
          >
            <p id="reset-title" className="text-sm">
              {t('template.resetQuestion')}
            </p>
            <div className="flex gap-3">
              <Button type="button" variant="destructive" size="sm" onClick={onReset} autoFocus>
                {reset.isPending ? t('template.resetting') : t('template.resetShort')}
              </Button>
              <Button type="button" variant="outline" size="sm" onClick={() => setConfirmReset(false)}>
                {t('cancel')}
              </Button>
            </div>
          </div>
        ) : null}
      </form>

      {preview.data ? (
        <section aria-label={t('template.preview')} className={`${panelClass} flex flex-col gap-4`}>
          <div>
            <h3 className="font-semibold">{t('template.preview')}</h3>
            <p className="text-xs text-slate-500">{t('template.previewNote')}</p>
          </div>
          <p className="text-sm">
            <span className="font-medium">{t('template.subjectPrefix')} </span>
            <span data-testid="preview-subject">{preview.data.preview.subject}</span>
          </p>
          <EmailHtmlFrame html={preview.data.preview.html} title={t('template.previewFrame')} />
          <pre className="overflow-x-auto whitespace-pre-wrap rounded-lg bg-slate-50 p-3 text-xs dark:bg-slate-950">
            {preview.data.preview.text}
          </pre>
        </section>
      ) : null}

      {blocker.state === 'blocked' ? (
        <UnsavedChangesDialog onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} />
      ) : null}
    </div>
  );
}
