import type { ApiKeyDto } from '@overlap/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useFocusReturn } from '@/hooks/use-focus-return';
import { useT } from '@/i18n';
import { useRevokeApiKey } from '../../api/api-keys-api';
import { dialogPanel } from './dialog-panel';

/** Asks before revoking: scripts that use the key stop working at once. */
export function RevokeApiKeyDialog({ apiKey, onClose }: { apiKey: ApiKeyDto | null; onClose: () => void }) {
  const t = useT('settings');
  const revoke = useRevokeApiKey();
  const open = apiKey !== null;
  const returnFocus = useFocusReturn(open);
  const confirm = () => {
    if (!apiKey) return;
    revoke.mutate(apiKey.id, {
      onSuccess: () => {
        toast({
          title: t('keys.revoked'),
          description: t('keys.revokedNote', { name: apiKey.name }),
          variant: 'success',
        });
        onClose();
      },
      onError: (error) =>
        toast({ title: t('keys.notRevoked'), description: error.message, variant: 'destructive' }),
    });
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !revoke.isPending && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className={dialogPanel}
        >
          <Dialog.Title className="text-lg font-semibold">
            {t('keys.revokeTitle', { name: apiKey?.name ?? '' })}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            {t.rich('keys.revokeWarning', { prefix: <code className="text-xs">{apiKey?.prefix}…</code> })}
          </Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="ghost" disabled={revoke.isPending}>
                {t('keys.keep')}
              </Button>
            </Dialog.Close>
            <Button variant="destructive" disabled={revoke.isPending} onClick={confirm}>
              {revoke.isPending ? t('keys.revoking') : t('keys.revokeKey')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
