import { PUBLIC_ROUTES } from '@overlap/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useFocusReturn } from '@/hooks/use-focus-return';
import { useT } from '@/i18n';
import { useForgetAnswer } from '../api/forget-answer';
import { errorMessageOf } from '../api/participant-request';

/**
 * "Delete my answer": the guest's answer and any busy times read from their calendar go; they stay
 * invited, and the organizer sees them as not answered yet.
 */
export function ForgetAnswer({
  token,
  organizerName,
  answered,
  offerAnswerAgain = true,
}: {
  token: string;
  organizerName: string;
  /** Whether there is anything to delete: an answer or a decline. */
  answered: boolean;
  /** A link to the answer page after deleting; not on that page itself. */
  offerAnswerAgain?: boolean;
}) {
  const t = useT('participant');
  const forget = useForgetAnswer(token);
  const [asking, setAsking] = useState(false);
  const returnFocus = useFocusReturn(asking);
  if (forget.isSuccess)
    return (
      <p role="status" className="rounded-xl border border-slate-200 p-4 text-sm dark:border-slate-800">
        {t('forget.done', { organizer: organizerName })}
        {offerAnswerAgain ? (
          <>
            {' '}
            <Link
              className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-100"
              to={`${PUBLIC_ROUTES.participantAvailability}?token=${encodeURIComponent(token)}`}
            >
              {t('forget.answerAgain')}
            </Link>
          </>
        ) : null}
      </p>
    );
  if (!answered) return null;
  return (
    <section
      aria-labelledby="forget-heading"
      className="flex flex-col gap-2 border-t border-slate-200 pt-6 dark:border-slate-800"
    >
      <h2 id="forget-heading" className="text-base font-semibold">
        {t('forget.heading')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t('forget.intro', { organizer: organizerName })}
      </p>
      <div>
        <Button variant="outline" onClick={() => setAsking(true)}>
          {t('forget.button')}
        </Button>
      </div>
      <Dialog.Root open={asking} onOpenChange={(next) => !forget.isPending && setAsking(next)}>
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
                onClick={() => forget.mutate(undefined, { onSuccess: () => setAsking(false) })}
              >
                {forget.isPending ? t('forget.deleting') : t('forget.confirm')}
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}
