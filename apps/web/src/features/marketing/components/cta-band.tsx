import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/hooks/use-auth';
import { useT } from '@/i18n';

/** The closing call to action: sign in (or a link, e.g. the waitlist), plus an optional secondary link. */
export function CtaBand({
  heading,
  body,
  primaryLabel,
  primaryTo,
  secondary,
}: {
  heading: string;
  body: ReactNode;
  primaryLabel?: string;
  /** When set, the primary button is a link instead of starting sign-in. */
  primaryTo?: string;
  secondary?: { label: string; to: string };
}) {
  const t = useT('marketing');
  const common = useT('common');
  const label = primaryLabel ?? t('cta.getStartedFree');
  const auth = useAuth();
  return (
    <section
      aria-labelledby="cta-heading"
      className="mx-auto mt-16 max-w-4xl rounded-3xl bg-brand-600 px-6 py-10 text-center text-white shadow-xl sm:px-12 dark:bg-brand-700"
    >
      <h2 id="cta-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {heading}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-brand-50">{body}</p>
      <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
        {primaryTo ? (
          <Button asChild size="lg" variant="secondary">
            <Link to={primaryTo}>
              {label} <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          </Button>
        ) : (
          <Button size="lg" variant="secondary" disabled={auth.isLoading} onClick={() => auth.signUp()}>
            {auth.isLoading ? common('loading') : label}
          </Button>
        )}
        {secondary ? (
          <Link
            to={secondary.to}
            className="rounded-lg px-4 py-2 font-medium text-white underline-offset-4 hover:underline focus-visible:outline-white"
          >
            {secondary.label}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
