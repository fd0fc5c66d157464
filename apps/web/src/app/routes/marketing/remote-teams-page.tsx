import { PUBLIC_ROUTES } from '@overlap/contracts';
import { PageShell } from '@/components/layout/page-shell';
import { CtaBand } from '@/features/marketing/components/cta-band';
import { MarketingSection } from '@/features/marketing/components/marketing-section';
import { ZoneOverlapChart } from '@/features/marketing/components/zone-overlap-chart';
import { JUNE_TEAM, REMOTE_EXAMPLES, REMOTE_FEATURES } from '@/features/marketing/data/remote-teams';

export default function RemoteTeamsPage() {
  return (
    <PageShell
      title="For Remote Teams"
      heading="Scheduling for teams that never share a morning"
      intro="When your team spans San Francisco, London and Bangalore, there is no good time — only a fair one. Overlap finds it, shows everyone the cost, and keeps it right through every clock change."
    >
      <div className="mx-auto max-w-3xl">
        <ZoneOverlapChart
          rows={JUNE_TEAM}
          caption="Working hours, 09:00–17:00 local, on a Tuesday in June. London shares three and a half hours with Bangalore, and San Francisco starts work exactly as London stops: there is no hour that is inside everyone’s day."
        />
      </div>

      <MarketingSection id="features" heading="Built for the time zones you actually have" tinted>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {REMOTE_FEATURES.map((feature) => (
            <li
              key={feature.title}
              className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
            >
              <feature.icon className="h-6 w-6 text-brand-600 dark:text-brand-100" aria-hidden="true" />
              <h3 className="mt-3 text-lg font-semibold">{feature.title}</h3>
              <p className="mt-2 leading-7 text-slate-600 dark:text-slate-400">{feature.body}</p>
            </li>
          ))}
        </ul>
      </MarketingSection>

      <MarketingSection id="examples" heading="What it looks like in practice">
        <div className="grid gap-6 lg:grid-cols-3">
          {REMOTE_EXAMPLES.map((example, index) => (
            <article
              key={example.title}
              aria-labelledby={`example-${index}`}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
            >
              <h3 id={`example-${index}`} className="text-lg font-semibold">
                {example.title}
              </h3>
              <dl className="mt-3 space-y-3 text-sm leading-6">
                <div>
                  <dt className="font-semibold text-slate-500 dark:text-slate-400">The situation</dt>
                  <dd className="text-slate-700 dark:text-slate-300">{example.setup}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-brand-600 dark:text-brand-100">With Overlap</dt>
                  <dd className="text-slate-700 dark:text-slate-300">{example.outcome}</dd>
                </div>
              </dl>
            </article>
          ))}
        </div>
      </MarketingSection>

      <CtaBand
        heading="Give your whole team a fair meeting time"
        body="Guests never need an account, so you can start with your own calendar today. Free during the beta."
        secondary={{
          label: 'Why fairness beats the average',
          to: `${PUBLIC_ROUTES.blog}/fairness-across-time-zones`,
        }}
      />
    </PageShell>
  );
}
