import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '@/components/ui/button';
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
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900"
        >
          <Dialog.Title className="text-lg font-semibold">{t('forget.title')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            {t('forget.what', { organizer: organizerName })}
          </Dialog.Description>
          {forget.isError ? (
            <p role="alert" className="mt-4 text-sm text-red-600 dark:text-red-400">
              {errorMessageOf(forget.error)}
            </p>
          ) : null}
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="ghost" disabled={forget.isPending}>
                {t('forget.keep')}
              </Button>
            </Dialog.Close>
            <Button
              variant="destructive"
              disabled={forget.isPending}
              onClick={() => forget.mutate(undefined, { onSuccess: onClose })}
            >
              {forget.isPending ? t('forget.deleting') : t('forget.confirm')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
