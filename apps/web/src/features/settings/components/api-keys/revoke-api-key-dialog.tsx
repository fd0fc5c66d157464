import type { ApiKeyDto } from '@overlap/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { ModalActions, ModalPanel } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast-store';
import { useFocusReturn } from '@/hooks/use-focus-return';
import { useT } from '@/i18n';
import { useRevokeApiKey } from '../../api/api-keys-api';

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
      <ModalPanel returnFocus={returnFocus}>
        <Dialog.Title className="text-lg font-semibold">
          {t('keys.revokeTitle', { name: apiKey?.name ?? '' })}
        </Dialog.Title>
        <Dialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {t.rich('keys.revokeWarning', { prefix: <code className="text-xs">{apiKey?.prefix}…</code> })}
        </Dialog.Description>
        <ModalActions
          cancelLabel={t('keys.keep')}
          confirmLabel={t('keys.revokeKey')}
          busyLabel={t('keys.revoking')}
          busy={revoke.isPending}
          variant="destructive"
          onConfirm={confirm}
        />
      </ModalPanel>
    </Dialog.Root>
  );
}
