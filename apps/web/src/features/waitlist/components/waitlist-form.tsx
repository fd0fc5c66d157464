import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { HttpError } from '@/lib/query-client';
import { NetworkError, useJoinWaitlist } from '../api/join-waitlist';
import { WAITLIST_TEXTS as T } from '../waitlist-texts';
import { useHydrated } from '@/hooks/use-hydrated';

export function WaitlistForm() {
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
      toast({ title: T.emptyTitle, description: T.emptyBody, variant: 'destructive' });
      return;
    }
    join.mutate(trimmed, {
      onSuccess: () => {
        setEmail('');
        toast({ title: T.successTitle, description: T.successBody, variant: 'success' });
      },
      onError: (error) => {
        if (error instanceof NetworkError) {
          toast({ title: T.networkTitle, description: T.networkBody, variant: 'destructive' });
        } else {
          const message = error instanceof HttpError && error.message ? error.message : T.serverFallback;
          toast({ title: T.serverTitle, description: message, variant: 'destructive' });
        }
      },
    });
  };

  return (
    // noValidate: a blank address gets the product's own message instead of the browser's bubble.
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Join the waitlist"
      className="flex w-full max-w-md flex-col gap-3 sm:flex-row"
    >
      <label htmlFor={inputId} className="sr-only">
        Email address
      </label>
      <input
        id={inputId}
        type="email"
        name="email"
        required
        autoComplete="email"
        placeholder="you@company.com"
        value={email}
        disabled={submitting}
        readOnly={!hydrated}
        onChange={(e) => setEmail(e.target.value)}
        className="h-12 w-full min-w-0 rounded-lg sm:flex-1 border border-slate-300 bg-white px-4 text-base shadow-sm placeholder:text-slate-400 disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900"
      />
      <Button type="submit" size="lg" disabled={submitting || !hydrated}>
        {submitting ? 'Submitting...' : 'Join the waitlist'}
      </Button>
    </form>
  );
}
