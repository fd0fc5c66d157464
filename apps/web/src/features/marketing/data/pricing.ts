import {
  CalendarClock,
  CalendarSync,
  KeyRound,
  Repeat,
  Scale,
  ShieldCheck,
  Timer,
  Webhook,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

/** What every account gets on any Overlap server (`pricing.included.<id>`): features the software has. */
export const INCLUDED: readonly { id: string; icon: LucideIcon }[] = [
  { id: 'ranking', icon: Scale },
  { id: 'calendars', icon: CalendarSync },
  { id: 'autoSchedule', icon: CalendarClock },
  { id: 'reminders', icon: Timer },
  { id: 'series', icon: Repeat },
  { id: 'api', icon: Webhook },
  { id: 'admin', icon: ShieldCheck },
  { id: 'signIn', icon: KeyRound },
];

/** The pricing page's questions (`pricingFaq.<id>.q` and `.a`). */
export const PRICING_FAQ = ['cost', 'guests', 'limits'] as const;
