import type { SignUpMode } from '@overlap/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { HttpError } from '@/lib/query-client';
import { NetworkError, useJoinWaitlist } from '../api/join-waitlist';
import { useHydrated } from '@/hooks/use-hydrated';
import { useT } from '@/i18n';

/** `mode`: the server's SIGN_UP, which the thanks words truthfully ('unknown' before it is known). */
export function WaitlistForm({ mode }: { mode: SignUpMode | 'unknown' }) {
  const t = useT('waitlist');
  const [email, setEmail] = useState('');
  const join = useJoinWaitlist();
  const inputId = useId();
  const submitting = join.isPending;
  // The landing page is prerendered: until the app runs, a submit would reload the page with the
  // address in the URL, so the form waits.
  const hydrated = useHydrated();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) {
      toast({ title: t('emptyTitle'), description: t('emptyBody'), variant: 'destructive' });
      return;
    }
    join.mutate(trimmed, {
      onSuccess: () => {
        setEmail('');
        toast({ title: t('successTitle'), description: t('successBody', { mode }), variant: 'success' });
      },
      onError: (error) => {
        if (error instanceof NetworkError) {
          toast({ title: t('networkTitle'), description: t('networkBody'), variant: 'destructive' });
        } else {
          const message = error instanceof HttpError && error.message ? error.message : t('serverFallback');
          toast({ title: t('serverTitle'), description: message, variant: 'destructive' });
        }
      },
    });
  };

  return (
    // noValidate: a blank address gets the product's own message instead of the browser's bubble.
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('form.label')}
      className="flex w-full max-w-md flex-col gap-3 sm:flex-row"
    >
      <label htmlFor={inputId} className="sr-only">
        {t('form.email')}
      </label>
      <input
        id={inputId}
        type="email"
        name="email"
        required
        autoComplete="email"
        placeholder={t('form.placeholder')}
        value={email}
        disabled={submitting}
        readOnly={!hydrated}
        onChange={(e) => setEmail(e.target.value)}
        className="h-12 w-full min-w-0 rounded-lg sm:flex-1 border border-slate-300 bg-white px-4 text-base shadow-sm placeholder:text-slate-400 disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900"
      />
      <Button type="submit" size="lg" disabled={submitting || !hydrated}>
        {submitting ? t('form.submitting') : t('form.submit')}
      </Button>
    </form>
  );
}
