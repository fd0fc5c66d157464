import { CloudSun, Inbox, Repeat, Scale, SunMoon } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ZoneRow } from '../components/zone-overlap-chart';

export const JUNE_TEAM: readonly ZoneRow[] = [
  { city: 'San Francisco', offsetMinutes: -7 * 60, startMinutes: 9 * 60, endMinutes: 17 * 60 },
  { city: 'London', offsetMinutes: 60, startMinutes: 9 * 60, endMinutes: 17 * 60 },
  { city: 'Bangalore', offsetMinutes: 330, startMinutes: 9 * 60, endMinutes: 17 * 60 },
];

export const REMOTE_FEATURES: readonly { icon: LucideIcon; title: string; body: string }[] = [
  {
    icon: Scale,
    title: 'Fair to the person furthest away',
    body: 'Overlap ranks by the worst-off person’s local time, not the team average, so the one colleague in another hemisphere does not quietly absorb every late call.',
  },
  {
    icon: Repeat,
    title: 'Rotate the pain, visibly',
    body: 'Every suggestion shows each person’s local time and whether it is in working hours, at the edge of the day, outside hours or at night. Taking turns becomes a decision you can see, not a favour someone has to ask for.',
  },
  {
    icon: SunMoon,
    title: 'Working hours per person',
    body: 'Each person keeps their own hours, per weekday and in their own zone: the parent who stops at 15:00, the early riser in Lisbon, the four-day week in Auckland. Overlap reads them all.',
  },
  {
    icon: CloudSun,
    title: 'Correct through daylight-saving changes',
    body: 'Every local rule is applied per date in each person’s IANA zone. The weeks when the US and Europe change clocks on different Sundays are handled, not discovered.',
  },
  {
    icon: Inbox,
    title: 'Async answers',
    body: 'Nobody has to be online at the same time to agree on a time. Guests answer when their day starts, from their calendar or by painting a grid; Overlap tells the organizer when everyone required has answered.',
  },
];

export const REMOTE_EXAMPLES: readonly { title: string; setup: string; outcome: string }[] = [
  {
    title: 'A weekly planning call across three offices',
    setup:
      'Four engineers in San Francisco with a 09:00 stand-up, a designer in London, a product manager in Bangalore. In June, San Francisco and Bangalore share no working hours at all.',
    outcome:
      'Overlap suggests 08:00 in San Francisco (16:00 London, 20:30 Bangalore): everyone’s discomfort is an hour or three. A tool that optimises the average picks 10:00 San Francisco — 22:30 in Bangalore, every week.',
  },
  {
    title: 'A monthly all-hands for 40 people in 9 zones',
    setup:
      'Leadership is required, everyone else optional, and nobody should be asked to join between 22:00 and 06:00.',
    outcome:
      'Required people come first, then as many optional people as possible, without a single night-time slot. The organizer sees how many would attend each option and records the talk for the rest.',
  },
  {
    title: 'An interview loop with a candidate in Toronto',
    setup:
      'Three interviewers on Google Workspace in Berlin and one on Outlook in New York; the candidate has no account and does not want to share their calendar.',
    outcome:
      'The candidate paints two evenings on a grid in their own zone. Overlap finds the slot that fits everyone, and the invitation lands in each calendar app — the candidate’s included.',
  },
];
