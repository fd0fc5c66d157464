import { Mail } from 'lucide-react';
import { PUBLIC_ROUTES } from '@overlap/contracts';
import { PageShell } from '@/components/layout/page-shell';
import { CtaBand } from '@/features/marketing/components/cta-band';
import { MarketingSection } from '@/features/marketing/components/marketing-section';
import { PRINCIPLES, TEAM_ROLES } from '@/features/marketing/data/about';
import { CONTACT } from '@/features/marketing/data/contact';

const CONTACTS = [
  { label: 'General questions and feedback', email: CONTACT.general },
  { label: 'Privacy and data requests', email: CONTACT.privacy },
  { label: 'Reporting a security issue', email: CONTACT.security },
];

export default function TeamPage() {
  return (
    <PageShell
      title="About"
      heading="We are building the last scheduling e-mail you will ever send"
      intro="Overlap exists so that a group of people in different places, on different calendars, can agree on a time in one step — and trust that it is the right time for each of them."
    >
      <section aria-labelledby="mission-heading" className="mx-auto max-w-3xl space-y-4 text-lg leading-8">
        <h2 id="mission-heading" className="text-2xl font-bold tracking-tight">
          Our mission
        </h2>
        <p className="text-slate-700 dark:text-slate-300">
          Finding a time for five people should not take fifteen e-mails. Polls make everyone tick boxes;
          booking links work for one person’s calendar, not a group’s; vendor tools stop at the edge of their
          own ecosystem. Overlap reads free time from whatever calendar each person already uses, ranks the
          options fairly across time zones, and books the meeting on every calendar — with the least possible
          data.
        </p>
        <p className="text-slate-700 dark:text-slate-300">
          We are a small, remote team spread across several time zones, so we feel the problem every week. We
          are in private beta, working closely with our first users before we open the doors.
        </p>
      </section>

      <MarketingSection id="principles" heading="What we will not compromise on" tinted>
        <ul className="grid gap-6 md:grid-cols-2">
          {PRINCIPLES.map((principle) => (
            <li
              key={principle.title}
              className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
            >
              <principle.icon className="h-6 w-6 text-brand-600 dark:text-brand-100" aria-hidden="true" />
              <h3 className="mt-3 text-lg font-semibold">{principle.title}</h3>
              <p className="mt-2 leading-7 text-slate-600 dark:text-slate-400">{principle.body}</p>
            </li>
          ))}
        </ul>
      </MarketingSection>

      <MarketingSection
        id="team"
        heading="The team"
        intro="We are organised around the parts of the problem, not around titles."
      >
        <ul className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-2">
          {TEAM_ROLES.map((member) => (
            <li key={member.role} className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
              <h3 className="font-semibold">{member.role}</h3>
              <p className="mt-1 text-sm leading-6 text-slate-600 dark:text-slate-400">{member.focus}</p>
            </li>
          ))}
        </ul>
      </MarketingSection>

      <MarketingSection id="contact" heading="Get in touch" tinted>
        <ul className="mx-auto grid max-w-3xl gap-4 sm:grid-cols-3">
          {CONTACTS.map((contact) => (
            <li
              key={contact.email}
              className="rounded-2xl border border-slate-200 bg-white p-5 text-center dark:border-slate-800 dark:bg-slate-900"
            >
              <Mail className="mx-auto h-5 w-5 text-brand-600 dark:text-brand-100" aria-hidden="true" />
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{contact.label}</p>
              <a
                href={`mailto:${contact.email}`}
                className="mt-1 inline-block font-medium break-all text-brand-600 hover:underline dark:text-brand-100"
              >
                {contact.email}
              </a>
            </li>
          ))}
        </ul>
      </MarketingSection>

      <CtaBand
        heading="Join the private beta"
        body="Leave your e-mail on the home page and we will let you in as soon as there is room."
        primaryLabel="Join the waitlist"
        primaryTo={PUBLIC_ROUTES.home}
      />
    </PageShell>
  );
}
