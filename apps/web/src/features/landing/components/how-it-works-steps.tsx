import { CalendarPlus, Send, Sparkles } from 'lucide-react';
import { useT } from '@/i18n';

const STEPS = [
  { icon: CalendarPlus, title: 'steps.connectTitle', body: 'steps.connectBody' },
  { icon: Sparkles, title: 'steps.inviteTitle', body: 'steps.inviteBody' },
  { icon: Send, title: 'steps.autoTitle', body: 'steps.autoBody' },
] as const;

export function HowItWorksSteps() {
  const t = useT('landing');
  return (
    <section aria-labelledby="steps-heading" className="bg-slate-50 py-16 dark:bg-slate-900/50">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="steps-heading" className="text-center text-3xl font-bold tracking-tight">
          {t('steps.heading')}
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li
              key={step.title}
              className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
            >
              <div className="flex items-center gap-3">
                <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                  {index + 1}
                </span>
                <step.icon className="h-6 w-6 text-brand-600 dark:text-brand-100" aria-hidden="true" />
              </div>
              <h3 className="mt-4 text-lg font-semibold">{t(step.title)}</h3>
              <p className="mt-2 text-slate-600 dark:text-slate-400">{t(step.body)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
