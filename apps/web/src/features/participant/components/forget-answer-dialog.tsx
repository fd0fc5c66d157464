import * as Dialog from '@radix-ui/react-dialog';
import { ModalActions, ModalError, ModalPanel } from '@/components/ui/modal';
import { useT } from '@/i18n';
import type { useForgetAnswer } from '../api/forget-answer';
import { errorMessageOf } from '../api/participant-request';

/** The confirmation of "Delete my answer", open while it is on screen. */
export default function ForgetAnswerDialog({
  organizerName,
  forget,
  onClose,
  returnFocus,
}: {
  organizerName: string;
  forget: ReturnType<typeof useForgetAnswer>;
  onClose: () => void;
  returnFocus: () => void;
}) {
  const t = useT('participant');
  return (
    <Dialog.Root open onOpenChange={(next) => !next && !forget.isPending && onClose()}>
      <ModalPanel returnFocus={returnFocus}>
        <Dialog.Title className="text-lg font-semibold">{t('forget.title')}</Dialog.Title>
        <Dialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {t('forget.what', { organizer: organizerName })}
        </Dialog.Description>
        <ModalError message={forget.isError ? errorMessageOf(forget.error) : null} />
        <ModalActions
          cancelLabel={t('forget.keep')}
          confirmLabel={t('forget.confirm')}
          busyLabel={t('forget.deleting')}
          busy={forget.isPending}
          variant="destructive"
          onConfirm={() => forget.mutate(undefined, { onSuccess: onClose })}
        />
      </ModalPanel>
    </Dialog.Root>
  );
}
