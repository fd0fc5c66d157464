import { useState } from 'react';
import { TypeToConfirmDialog } from '@/components/ui/type-to-confirm-dialog';
import { useAuth } from '@/hooks/use-auth';
import { useT } from '@/i18n';
import { useDeleteMyAccount } from '../../api/privacy-api';

/** Asks for the address before deleting the account; afterwards the person is signed out. */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  email,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  email: string;
}) {
  const t = useT('settings');
  const remove = useDeleteMyAccount();
  const { logout } = useAuth();
  const [done, setDone] = useState(false);
  return (
    <TypeToConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) remove.reset();
        onOpenChange(next);
      }}
      title={t('data.deleteTitle')}
      expected={email}
      inputLabel={t('data.typeEmail', { email })}
      confirmLabel={t('data.deleteConfirm')}
      busyLabel={done ? t('data.signingOut') : t('data.deleting')}
      keepLabel={t('data.keep')}
      busy={remove.isPending || done}
      error={remove.error ? remove.error.message : null}
      onConfirm={() =>
        remove.mutate(email, {
          onSuccess: () => {
            setDone(true);
            logout();
          },
        })
      }
    >
      <p>{t('data.deleteWhat')}</p>
      <p>{t('data.deleteMeetings')}</p>
      <p>{t('data.deleteGuests')}</p>
      <p className="font-medium text-slate-800 dark:text-slate-200">{t('data.deleteFinal')}</p>
    </TypeToConfirmDialog>
  );
}
