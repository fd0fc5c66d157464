import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useAuth } from '@/hooks/use-auth';
import { useT } from '@/i18n';
import { useDownloadMyData } from '../../api/privacy-api';
import { DeleteAccountDialog } from './delete-account-dialog';

/** Settings → Your data: a copy of everything, and deleting the account. */
export function YourDataSection() {
  const t = useT('settings');
  const download = useDownloadMyData();
  const email = useAuth().user?.email ?? '';
  const [deleting, setDeleting] = useState(false);
  const get = (what: 'json' | 'ics') =>
    download.mutate(what, {
      onError: (error) =>
        toast({ title: t('data.downloadFailed'), description: error.message, variant: 'destructive' }),
    });

  return (
    <section
      aria-labelledby="your-data-heading"
      className="flex flex-col gap-6 rounded-2xl bg-white p-6 shadow-sm dark:bg-slate-900"
    >
      <div className="max-w-prose">
        <h2 id="your-data-heading" className="text-lg font-semibold">
          {t('data.heading')}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('data.exportIntro')}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="outline" disabled={download.isPending} onClick={() => get('json')}>
            <Download className="h-4 w-4" aria-hidden="true" />
            {download.isPending && download.variables === 'json' ? t('data.preparing') : t('data.exportJson')}
          </Button>
          <Button variant="outline" disabled={download.isPending} onClick={() => get('ics')}>
            <Download className="h-4 w-4" aria-hidden="true" />
            {download.isPending && download.variables === 'ics' ? t('data.preparing') : t('data.exportIcs')}
          </Button>
        </div>
      </div>
      <div className="max-w-prose border-t border-slate-200 pt-6 dark:border-slate-800">
        <h3 className="font-semibold">{t('data.deleteHeading')}</h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('data.deleteIntro')}</p>
        <Button className="mt-3" variant="destructive" disabled={!email} onClick={() => setDeleting(true)}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          {t('data.deleteButton')}
        </Button>
      </div>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} email={email} />
    </section>
  );
}
