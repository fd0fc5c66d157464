import { PUBLIC_ROUTES } from '@overlap/contracts';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useFocusReturn } from '@/hooks/use-focus-return';
import { useT } from '@/i18n';
import { useForgetAnswer } from '../api/forget-answer';

// The dialog's code (Radix's focus trap and layers) loads when the guest asks, not with the page.
const ForgetAnswerDialog = lazy(() => import('./forget-answer-dialog'));

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
      {asking ? (
        <Suspense fallback={null}>
          <ForgetAnswerDialog
            organizerName={organizerName}
            forget={forget}
            onClose={() => setAsking(false)}
            returnFocus={returnFocus}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
