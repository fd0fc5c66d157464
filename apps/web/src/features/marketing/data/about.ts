import { Clock3, Gauge, MessagesSquare, ShieldCheck } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

export const PRINCIPLES: readonly { icon: LucideIcon; title: string; body: string }[] = [
  {
    icon: Clock3,
    title: 'Correct time, every time',
    body: 'A meeting that is an hour off is worse than no meeting. Every instant is UTC, every local rule goes through each person’s own time zone, and daylight-saving changes, half-hour offsets and recurring exceptions are tested, not hoped for.',
  },
  {
    icon: ShieldCheck,
    title: 'Privacy by default',
    body: 'We read when you are busy, never why. Guests never see each other’s details, credentials are encrypted, and we do not sell data, show ads or train models on calendars.',
  },
  {
    icon: Gauge,
    title: 'Fast enough to feel instant',
    body: 'Ranking thousands of candidate slots for dozens of people takes milliseconds. Pages load quickly on a phone on a train. Nobody should wait for a tool that exists to save time.',
  },
  {
    icon: MessagesSquare,
    title: 'No back-and-forth',
    body: 'One request, one answer from each person, one booking. If we ever make you send a “does Thursday work?” e-mail, we have failed.',
  },
];

export const TEAM_ROLES: readonly { role: string; focus: string }[] = [
  {
    role: 'Product and design',
    focus:
      'The journey from request to booked meeting, the guest experience on a phone, and every word in the app.',
  },
  {
    role: 'Scheduling engine',
    focus:
      'The pure, heavily tested core that ranks slots: time zones, fairness, explanations and relaxations.',
  },
  {
    role: 'Calendar integrations',
    focus:
      'Google, Microsoft Graph, iCloud, CalDAV and ICS: reading busy time correctly and writing invitations that every app accepts.',
  },
  {
    role: 'Security and privacy',
    focus:
      'Credential encryption, narrow permissions, data retention, and answering every privacy question we receive.',
  },
  {
    role: 'Support and community',
    focus:
      'Beta onboarding, listening to organizers and guests, and turning their feedback into the roadmap.',
  },
];
