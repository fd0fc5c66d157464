import type { Translate } from '@/i18n';

/** The sentence under the guest page's heading: with the guest's name when the organizer gave one. */
export function greetingText(t: Translate<'participant'>, name: string | null, organizer: string): string {
  return name
    ? t('page.availability.greeting', { name, organizer })
    : t('page.availability.intro', { organizer });
}

/** The greeting paragraph; the build renders it as the template the server fills in (prerender.tsx). */
export function GuestGreeting({ text }: { text: string }) {
  return <p className="mt-2 text-slate-600 dark:text-slate-400">{text}</p>;
}
