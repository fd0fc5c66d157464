import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';
import { copyText } from '@/lib/copy-text';

/** The signing secret in full, with a copy button; `fresh` after creating, when it is shown unasked. */
export function WebhookSecret({ secret, fresh = false }: { secret: string; fresh?: boolean }) {
  const t = useT('settings');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    setCopied(await copyText(secret));
  };
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
      <p className="text-sm font-medium">{t('hooks.secret')}</p>
      {fresh && <p className="text-sm text-slate-600 dark:text-slate-400">{t('hooks.secretNote')}</p>}
      <div className="flex flex-wrap items-center gap-2">
        <code
          data-testid="webhook-secret"
          className="min-w-0 flex-1 break-all rounded bg-white px-2 py-1 text-xs dark:bg-slate-900"
        >
          {secret}
        </code>
        <Button type="button" size="sm" variant="outline" onClick={() => void copy()}>
          {copied ? t('copied') : t('copy')}
        </Button>
      </div>
    </div>
  );
}
