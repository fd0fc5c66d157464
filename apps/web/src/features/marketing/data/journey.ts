import { CalendarPlus2, CalendarCheck2, Link2, MousePointerClick, Scale, MailPlus } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

export interface JourneyStep {
  icon: LucideIcon;
  who: 'Organizer' | 'Guests' | 'Overlap';
  title: string;
  body: string;
  points: readonly string[];
}

export const JOURNEY: readonly JourneyStep[] = [
  {
    icon: CalendarPlus2,
    who: 'Organizer',
    title: 'Connect your calendars',
    body: 'Sign in and connect Google, Microsoft 365 or Outlook.com, iCloud, any CalDAV server, or an ICS feed. Set your time zone and working hours once.',
    points: [
      'Choose which calendars count as busy and which one receives new meetings',
      'Only busy times are kept — never titles or details',
    ],
  },
  {
    icon: MailPlus,
    who: 'Organizer',
    title: 'Create a meeting request',
    body: 'Give it a title, a length (30 minutes unless you say otherwise), the people, and a date window — the next two weeks by default.',
    points: [
      'Mark each person required or optional',
      'Limit the local hours and days, add a deadline, a location or a video link',
      'Everyone gets a personal link by e-mail, and you get the links to share yourself',
    ],
  },
  {
    icon: MousePointerClick,
    who: 'Guests',
    title: 'Guests answer in a minute, no account',
    body: 'Each guest opens their link and sees the request in their own time zone. They connect a calendar for a one-time read, or paint when they are available — and when only “if need be” — on a week grid.',
    points: [
      'They see exactly what the organizer will see before they submit',
      'They never see other guests’ answers or busy times',
      'They can change their answer until the meeting is booked, or decline',
    ],
  },
  {
    icon: Scale,
    who: 'Overlap',
    title: 'The engine ranks every slot, fairly',
    body: 'As answers arrive, Overlap scores every possible start time in your window and explains its ranking in plain words. When every required person has answered, or the deadline passes, you are told.',
    points: [
      'Each suggestion shows who can come and everyone’s local time',
      'A heat map shows the whole window at a glance',
      'If nothing fits, it says why and what would help: “make Dana optional → 4 times”',
    ],
  },
  {
    icon: CalendarCheck2,
    who: 'Organizer',
    title: 'Book it — or let Overlap book it',
    body: 'Pick a suggestion with one click. With auto-schedule on, Overlap books the best slot the moment all required people have answered.',
    points: [
      'The event is written to your chosen calendar with everyone as attendees',
      'If anything fails, you see which calendar and can retry',
    ],
  },
  {
    icon: Link2,
    who: 'Guests',
    title: 'The invitation lands in every calendar app',
    body: 'Everyone receives a standard calendar invitation that works in Google Calendar, Outlook, Apple Calendar, Thunderbird and the rest, plus a page with the time in their own zone and add-to-calendar links.',
    points: ['Cancel or reschedule later, and everyone’s calendar follows'],
  },
];

export const RANKING_RULES: readonly { title: string; body: string }[] = [
  {
    title: 'Everyone required is free',
    body: 'A slot where a required person is busy is never ranked above one where all of them are free.',
  },
  {
    title: 'Then optional people',
    body: 'Among those, the more optional participants who can come, the better.',
  },
  {
    title: 'Fewer “if need be” and unknowns',
    body: 'A slot everyone marked as plainly free beats one that leans on someone’s “if need be” or on a person who has not answered.',
  },
  {
    title: 'Fair to the worst-off person',
    body: 'Each person’s local time is rated working hours, edge of the day, outside hours or night. The slot whose worst-off person is best off wins — not the one with the best average. Only between slots equally fair to the worst-off does the smaller total across everyone decide.',
  },
  {
    title: 'Then earlier',
    body: 'When everything else is equal, sooner is better: the meeting happens and the decision is made.',
  },
];
