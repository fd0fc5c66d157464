import type { CreatedApiKeyDto } from '@overlap/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { Check, Copy, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';
import { copyText } from '@/lib/copy-text';

/** The one moment the secret is on screen. */
export function NewKeyShownOnce({ created, onDone }: { created: CreatedApiKeyDto; onDone: () => void }) {
  const t = useT('settings');
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <div>
      <Dialog.Title className="text-lg font-semibold">{t('keys.copyTitle')}</Dialog.Title>
      <Dialog.Description asChild>
        <p className="mt-2 flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>{t('keys.onceWarning')}</span>
        </p>
      </Dialog.Description>
      <label htmlFor="api-key-secret" className="mt-4 block text-sm font-medium">
        {created.name}
      </label>
      <textarea
        id="api-key-secret"
        readOnly
        rows={2}
        value={created.key}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-2 block w-full resize-none rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs break-all dark:border-slate-700 dark:bg-slate-950"
      />
      <Button
        type="button"
        variant="secondary"
        className="mt-2"
        onClick={async () => setCopied(await copyText(created.key))}
      >
        {copied ? (
          <Check aria-hidden="true" className="h-4 w-4" />
        ) : (
          <Copy aria-hidden="true" className="h-4 w-4" />
        )}
        {copied ? t('copied') : t('keys.copy')}
      </Button>
      <p role="status" className="mt-2 min-h-5 text-sm text-slate-600 dark:text-slate-400">
        {copied === true ? t('keys.copiedNote') : null}
        {copied === false ? t('keys.copyRefused') : null}
      </p>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {t.rich('keys.howToSend', {
          header: <code className="text-xs">Authorization: Bearer {created.prefix}…</code>,
          path: <code className="text-xs">/api/v1</code>,
        })}
      </p>
      <div className="mt-6 flex justify-end">
        <Button type="button" onClick={onDone}>
          {t('done')}
        </Button>
      </div>
    </div>
  );
}
