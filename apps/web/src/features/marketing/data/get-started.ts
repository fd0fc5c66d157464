import { Briefcase, HeartHandshake, Home, Laptop, Rocket, UsersRound } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { PUBLIC_ROUTES } from '@overlap/contracts';

export const AUDIENCES: readonly { icon: LucideIcon; title: string; body: string }[] = [
  {
    icon: Laptop,
    title: 'Freelancers',
    body: 'Meet clients on their calendar, whatever it is, without sharing yours.',
  },
  {
    icon: Rocket,
    title: 'Startup teams',
    body: 'Founders, investors and hires across cities, booked in one step.',
  },
  {
    icon: Home,
    title: 'Hybrid workers',
    body: 'Office days, school runs and focus time respected automatically.',
  },
  {
    icon: Briefcase,
    title: 'Agencies and their clients',
    body: 'Kick-offs and reviews with people from three companies at once.',
  },
  {
    icon: HeartHandshake,
    title: 'Nonprofits',
    body: 'Board and volunteer meetings with people on every kind of calendar.',
  },
  {
    icon: UsersRound,
    title: 'Community groups',
    body: 'Clubs, choirs and study groups: members answer with no account.',
  },
];

export const FIRST_MEETING_STEPS: readonly {
  title: string;
  body: string;
  link?: { label: string; to: string };
}[] = [
  {
    title: 'Sign in and connect a calendar',
    body: 'Use Google, Microsoft 365 or Outlook.com, iCloud, any CalDAV server or an ICS feed. Set your time zone and working hours. About a minute.',
    link: { label: 'Which calendars work, and what Overlap reads', to: PUBLIC_ROUTES.syncGoogle },
  },
  {
    title: 'Create a meeting request',
    body: 'Title, length, the people (required or optional) and the dates to look at. Overlap e-mails each person a personal link and gives you the links to share yourself.',
  },
  {
    title: 'Book the best time',
    body: 'As answers come in, Overlap ranks the times fairly across everyone’s time zones. Pick one — or turn on auto-schedule — and the invitation lands in every calendar.',
    link: { label: 'How the ranking works', to: PUBLIC_ROUTES.howItWorks },
  },
];
