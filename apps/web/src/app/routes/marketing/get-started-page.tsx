import { UserCheck } from 'lucide-react';
import { Link } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth/use-auth';
import { MarketingSection } from '@/features/marketing/components/marketing-section';
import { AUDIENCES, FIRST_MEETING_STEPS } from '@/features/marketing/data/get-started';

export default function GetStartedPage() {
  const auth = useAuth();
  return (
    <PageShell
      title="Get Started"
      heading="Your first group meeting, booked in three steps"
      intro="Sign in, connect a calendar, invite people. Overlap does the rest — and it is free during the beta."
    >
      <div className="flex flex-col items-center gap-4">
        <Button size="lg" disabled={auth.isLoading} onClick={() => auth.login()}>
          {auth.isLoading ? 'Loading...' : 'Get Started for Free'}
        </Button>
        <p className="flex max-w-xl items-start gap-2 text-sm text-slate-600 dark:text-slate-400">
          <UserCheck className="mt-0.5 h-4 w-4 shrink-0 text-emerald-500" aria-hidden="true" />
          <span>
            Invited to a meeting? You do not need an account: just open the link in your e-mail and share your
            free time.
          </span>
        </p>
      </div>

      <MarketingSection id="steps" heading="Three steps to your first meeting">
        <ol className="grid gap-6 md:grid-cols-3">
          {FIRST_MEETING_STEPS.map((step, index) => (
            <li
              key={step.title}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
            >
              <span
                className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 flex-1 leading-7 text-slate-600 dark:text-slate-400">{step.body}</p>
              {step.link ? (
                <Link
                  to={step.link.to}
                  className="mt-4 text-sm font-medium text-brand-600 underline-offset-4 hover:underline dark:text-brand-100"
                >
                  {step.link.label}
                </Link>
              ) : null}
            </li>
          ))}
        </ol>
      </MarketingSection>

      <MarketingSection
        id="audiences"
        heading="Who Overlap is for"
        intro="Anyone who meets with people outside their own calendar — which is nearly everyone."
        tinted
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {AUDIENCES.map((audience) => (
            <li
              key={audience.title}
              className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
            >
              <audience.icon
                className="mt-0.5 h-5 w-5 shrink-0 text-brand-600 dark:text-brand-100"
                aria-hidden="true"
              />
              <div>
                <h3 className="font-semibold">{audience.title}</h3>
                <p className="mt-1 text-sm leading-6 text-slate-600 dark:text-slate-400">{audience.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </MarketingSection>

      <div className="flex flex-col items-center gap-3 pt-12 text-center">
        <h2 className="text-2xl font-bold tracking-tight">Ready when you are</h2>
        <p className="max-w-xl text-slate-600 dark:text-slate-400">
          Everything is free while Overlap is in beta. No card, and guests never pay.
        </p>
        <Button size="lg" variant="outline" disabled={auth.isLoading} onClick={() => auth.login()}>
          {auth.isLoading ? 'Loading...' : 'Sign in to Overlap'}
        </Button>
      </div>
    </PageShell>
  );
}
