import { MEETING_LIMITS } from '@overlap/contracts';
import type { MessageKey } from '@/i18n';

type Key = MessageKey<'marketing'>;

export interface Plan {
  id: 'free' | 'pro' | 'team';
  /** Planned price after the beta, in US dollars per seat and month, billed yearly. */
  price: number;
  /** Price when billed monthly; null for free. */
  monthlyPrice: number | null;
  highlighted: boolean;
  /** Message keys of the plan's features, in order (`plan.<id>.f1`, …). */
  features: readonly Key[];
}

export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    price: 0,
    monthlyPrice: null,
    highlighted: false,
    features: ['plan.free.f1', 'plan.free.f2', 'plan.free.f3', 'plan.free.f4', 'plan.free.f5'],
  },
  {
    id: 'pro',
    price: 8,
    monthlyPrice: 10,
    highlighted: true,
    features: ['plan.pro.f1', 'plan.pro.f2', 'plan.pro.f3', 'plan.pro.f4', 'plan.pro.f5', 'plan.pro.f6'],
  },
  {
    id: 'team',
    price: 14,
    monthlyPrice: 17,
    highlighted: false,
    features: [
      'plan.team.f1',
      'plan.team.f2',
      'plan.team.f3',
      'plan.team.f4',
      'plan.team.f5',
      'plan.team.f6',
    ],
  },
];

/** A cell of the comparison: a number shown as it is, or a message key. */
export type ComparisonValue = number | Key;

/** The comparison table: one row per capability, one value per plan (in PLANS order). */
export const PLAN_COMPARISON: readonly {
  capability: Key;
  values: readonly [ComparisonValue, ComparisonValue, ComparisonValue];
}[] = [
  { capability: 'compare.participants', values: [6, 30, MEETING_LIMITS.participantsMax] },
  { capability: 'compare.calendars', values: [2, 'compare.unlimited', 'compare.unlimited'] },
  { capability: 'compare.requests', values: [10, 'compare.unlimited', 'compare.unlimited'] },
  { capability: 'compare.fairRanking', values: ['compare.yes', 'compare.yes', 'compare.yes'] },
  { capability: 'compare.autoSchedule', values: ['compare.no', 'compare.yes', 'compare.yes'] },
  {
    capability: 'compare.reminders',
    values: ['compare.manualReminders', 'compare.automatic', 'compare.automatic'],
  },
  { capability: 'compare.admin', values: ['compare.no', 'compare.no', 'compare.yes'] },
  {
    capability: 'compare.guests',
    values: ['compare.guestsFree', 'compare.guestsFree', 'compare.guestsFree'],
  },
];

/** The pricing questions: each `pricingFaq.<id>.q` with its answer `pricingFaq.<id>.a`. */
export const PRICING_FAQ = ['beta', 'end', 'guests', 'seat', 'calendar', 'nonprofit', 'cancel'] as const;
