import { MEETING_LIMITS } from '@overlap/contracts';
import type { Question } from '../types';

export interface Plan {
  id: 'free' | 'pro' | 'team';
  name: string;
  /** Planned price after the beta, in US dollars per seat and month, billed yearly. */
  price: number;
  /** Price when billed monthly; null for free. */
  monthlyPrice: number | null;
  audience: string;
  highlighted: boolean;
  features: readonly string[];
}

export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    price: 0,
    monthlyPrice: null,
    audience: 'For freelancers and anyone who schedules a few group meetings a month.',
    highlighted: false,
    features: [
      'Up to 6 participants per meeting',
      '2 connected calendars',
      '10 open meeting requests at a time',
      'Fair ranking across time zones, with reasons',
      'Invitations that land in any calendar app',
    ],
  },
  {
    id: 'pro',
    name: 'Pro',
    price: 8,
    monthlyPrice: 10,
    audience: 'For people whose week is meetings: consultants, founders, team leads.',
    highlighted: true,
    features: [
      'Everything in Free',
      'Up to 30 participants per meeting',
      'Unlimited connected calendars and ICS feeds',
      'Unlimited open meeting requests',
      'Auto-schedule: book the best time as soon as everyone has answered',
      'Response deadlines and automatic reminders',
    ],
  },
  {
    id: 'team',
    name: 'Team',
    price: 14,
    monthlyPrice: 17,
    audience: 'For companies that schedule across teams, offices and time zones.',
    highlighted: false,
    features: [
      'Everything in Pro',
      `Up to ${MEETING_LIMITS.participantsMax} participants per meeting`,
      'Admin console: members, seats, default working hours',
      'Single sign-on through your OpenID Connect provider',
      'Audit log of admin actions',
      'Priority support with a one-business-day answer',
    ],
  },
];

/** The comparison table: one row per capability, one value per plan (in PLANS order). */
export const PLAN_COMPARISON: readonly { capability: string; values: readonly [string, string, string] }[] = [
  { capability: 'Participants per meeting', values: ['6', '30', String(MEETING_LIMITS.participantsMax)] },
  { capability: 'Connected calendars', values: ['2', 'Unlimited', 'Unlimited'] },
  { capability: 'Open meeting requests', values: ['10', 'Unlimited', 'Unlimited'] },
  { capability: 'Time-zone-fair ranking', values: ['Yes', 'Yes', 'Yes'] },
  { capability: 'Auto-schedule', values: ['No', 'Yes', 'Yes'] },
  { capability: 'Deadlines and reminders', values: ['Manual reminders', 'Automatic', 'Automatic'] },
  { capability: 'Admin console and SSO', values: ['No', 'No', 'Yes'] },
  { capability: 'Guests', values: ['Free, no account', 'Free, no account', 'Free, no account'] },
];

export const PRICING_FAQ: readonly Question[] = [
  {
    question: 'Do I pay anything during the beta?',
    answer:
      'No. While Overlap is in private beta every feature of every plan is free, including auto-schedule and the Team admin console. The prices on this page are what we plan to charge after launch, so you can judge whether Overlap will be worth it to you.',
  },
  {
    question: 'What happens to my account when the beta ends?',
    answer:
      'We will e-mail you at least 30 days before paid plans start. Nothing is charged automatically: if you do not choose a paid plan, your account moves to Free and keeps its meetings, connections and history.',
  },
  {
    question: 'Do the people I invite need a plan or an account?',
    answer:
      'Never. Guests answer through a personal link, by connecting a calendar for a one-time read or by painting their free time on a grid. They are not seats and never pay. Only the person who organizes meetings needs an account.',
  },
  {
    question: 'What counts as a seat on the Team plan?',
    answer:
      'A seat is a member of your organization who can create meeting requests. Colleagues who only answer invitations are guests, and guests are free. You can move a seat from one person to another at any time.',
  },
  {
    question: 'What is a connected calendar?',
    answer:
      'One account with a provider: a Google account, a Microsoft account, an iCloud account, a CalDAV server or an ICS feed URL. All the calendars inside that account count as one connection, and you choose which of them are checked for conflicts.',
  },
  {
    question: 'Is there a discount for nonprofits and community groups?',
    answer:
      'Yes. Registered nonprofits, schools and volunteer-run community groups will get Pro and Team at half price. Write to us from your organization’s address and tell us who you are.',
  },
  {
    question: 'Can I cancel or export my data?',
    answer:
      'Paid plans are month to month or yearly with no lock-in, and you can cancel from Settings. Deleting your account removes your meetings, answers and calendar credentials; see the Privacy Policy for the exact timings.',
  },
];
