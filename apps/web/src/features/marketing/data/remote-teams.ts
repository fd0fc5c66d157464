import { CloudSun, Inbox, Repeat, Scale, SunMoon } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { MessageKey } from '@/i18n';
import type { ZoneRow } from '../components/zone-overlap-chart';

export const JUNE_TEAM: readonly ZoneRow[] = [
  { city: 'San Francisco', offsetMinutes: -7 * 60, startMinutes: 9 * 60, endMinutes: 17 * 60 },
  { city: 'London', offsetMinutes: 60, startMinutes: 9 * 60, endMinutes: 17 * 60 },
  { city: 'Bangalore', offsetMinutes: 330, startMinutes: 9 * 60, endMinutes: 17 * 60 },
];

type BlogKey = MessageKey<'blog'>;

export const REMOTE_FEATURES: readonly { icon: LucideIcon; title: BlogKey; body: BlogKey }[] = [
  { icon: Scale, title: 'remote.feature.fair.title', body: 'remote.feature.fair.body' },
  { icon: Repeat, title: 'remote.feature.rotate.title', body: 'remote.feature.rotate.body' },
  { icon: SunMoon, title: 'remote.feature.hours.title', body: 'remote.feature.hours.body' },
  { icon: CloudSun, title: 'remote.feature.dst.title', body: 'remote.feature.dst.body' },
  { icon: Inbox, title: 'remote.feature.async.title', body: 'remote.feature.async.body' },
];

export const REMOTE_EXAMPLES: readonly { title: BlogKey; setup: BlogKey; outcome: BlogKey }[] = [
  {
    title: 'remote.example.weekly.title',
    setup: 'remote.example.weekly.setup',
    outcome: 'remote.example.weekly.outcome',
  },
  {
    title: 'remote.example.allHands.title',
    setup: 'remote.example.allHands.setup',
    outcome: 'remote.example.allHands.outcome',
  },
  {
    title: 'remote.example.interview.title',
    setup: 'remote.example.interview.setup',
    outcome: 'remote.example.interview.outcome',
  },
];
