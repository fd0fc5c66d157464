import type { AdminUser } from '@overlap/contracts';
import { TypeToConfirmDialog } from '@/components/ui/type-to-confirm-dialog';
import { useT } from '@/i18n';
import { useDeleteUser } from '../api/admin-people';

/** Deletes a person's account after their address is typed; the last admin is refused by the server. */
export function DeleteUserDialog({
  user,
  onClose,
  onDeleted,
}: {
  user: AdminUser | null;
  onClose: () => void;
  onDeleted: (text: string) => void;
}) {
  const t = useT('admin');
  const remove = useDeleteUser();
  const who = user ? user.name || user.email : '';
  return (
    <TypeToConfirmDialog
      open={user !== null}
      onOpenChange={(next) => {
        if (next) return;
        remove.reset();
        onClose();
      }}
      title={t('users.deleteTitle', { who })}
      expected={user?.email ?? ''}
      inputLabel={t('users.deleteType', { email: user?.email ?? '' })}
      confirmLabel={t('users.deleteConfirm')}
      busyLabel={t('users.deleting')}
      keepLabel={t('cancel')}
      busy={remove.isPending}
      error={remove.error ? remove.error.message : null}
      onConfirm={() => {
        if (!user) return;
        remove.mutate(
          { id: user.id, email: user.email },
          {
            onSuccess: (done) => {
              onDeleted(t('users.deletedDone', { who, meetings: done.meetingsDeleted }));
              remove.reset();
              onClose();
            },
          },
        );
      }}
    >
      <p>{t('users.deleteWhat')}</p>
      <p className="font-medium text-slate-800 dark:text-slate-200">{t('users.deleteFinal')}</p>
    </TypeToConfirmDialog>
  );
}
