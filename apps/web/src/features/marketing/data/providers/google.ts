import { CalendarDays } from 'lucide-react';
import { PUBLIC_ROUTES } from '@overlap/contracts';
import type { ProviderGuide } from '../../types';

export const GOOGLE_GUIDE: ProviderGuide = {
  title: 'Sync Google Calendar',
  route: PUBLIC_ROUTES.syncGoogle,
  icon: CalendarDays,
  heading: 'Google Calendar, connected in one consent screen',
  intro:
    'Sign in with Google, approve two narrow permissions, and Overlap knows when you are busy across every calendar in the account — personal Gmail and Google Workspace alike.',
  facts: [
    { label: 'Sign-in', value: 'Google OAuth consent' },
    { label: 'Accounts', value: 'Gmail and Google Workspace' },
    { label: 'Reads', value: 'Free/busy only' },
    { label: 'Revoke', value: 'Google Account → Security' },
  ],
  steps: [
    {
      title: 'Choose Google on the Connect calendar page',
      body: 'From your dashboard open Connections and pick Google. You are sent to Google’s own sign-in page: Overlap never sees your Google password.',
    },
    {
      title: 'Pick the account and read the consent screen',
      body: 'Google lists exactly what Overlap asks for: to see your availability (free/busy) and the list of your calendars, and to add events to a calendar you own. If your Workspace admin restricts third-party apps, they may need to allow Overlap first.',
    },
    {
      title: 'Choose which calendars count',
      body: 'Back in Overlap you see every calendar in the account. Tick the ones that should block time (work, personal, a shared team calendar) and leave out the ones that should not (holidays, birthdays, a colleague’s calendar you merely follow).',
    },
    {
      title: 'Pick where new meetings go',
      body: 'Choose one calendar to receive meetings you book through Overlap, usually your primary calendar. You can change it later, or pick an Outlook or iCloud calendar instead.',
    },
  ],
  reads: [
    'Busy intervals from the calendars you ticked, through Google’s free/busy query',
    'Calendar names and colours, so you can choose which count',
    'Your Google account’s e-mail address, to label the connection',
  ],
  neverReads: [
    'Event titles, descriptions, locations or attachments',
    'Who else is invited to your events',
    'Your Gmail, Drive, contacts or anything outside Calendar',
    'Events marked “Free” (transparent) — they do not block you',
  ],
  writes: [
    'Only the meetings you book through Overlap, in the one calendar you chose',
    'Updates and cancellations of those same meetings, when you reschedule or cancel',
    'Nothing else: Overlap never edits or deletes an event it did not create',
  ],
  details: [
    {
      id: 'google-permissions',
      heading: 'The permissions, in plain words',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Google calls permissions “scopes”. Overlap asks for the narrowest ones that do the job: the free/busy scope, which answers “is this person busy between 14:00 and 15:00?” without revealing what the event is, and the calendar-list scope, read-only, so you can choose which calendars matter.',
        },
        {
          kind: 'paragraph',
          text: 'To put a booked meeting on your calendar, Overlap also asks to create events on calendars you own. Google does not offer a permission limited to “events this app created”, so Overlap enforces that limit itself: it remembers the ID of every event it creates and only ever updates or deletes those.',
        },
        {
          kind: 'note',
          title: 'Only scheduling, never inbox',
          text: 'Overlap does not ask for Gmail, Drive or Contacts access, and never will. If a consent screen ever asks you for more than calendar availability and events, stop and tell us.',
        },
      ],
    },
    {
      id: 'google-freshness',
      heading: 'How fresh is my availability?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Overlap asks Google for your busy time when it matters: when a meeting request is created, while answers are being collected, and again just before a time is booked, so a meeting you accepted five minutes ago is already counted. Busy blocks are kept only as long as the meeting request they belong to is open.',
        },
      ],
    },
  ],
  disconnect: [
    'In Overlap, open Dashboard → Connections and choose Remove next to the Google account. Overlap deletes its stored tokens and the busy blocks read from that account straight away.',
    'To revoke access from Google’s side as well, open your Google Account, go to Security → Your connections to third-party apps & services, select Overlap and choose Delete all connections. This works even if you can no longer sign in to Overlap.',
    'Meetings already booked stay on your calendar; they are ordinary events you own.',
  ],
  troubleshooting: [
    {
      question: '“Access blocked: this app’s request is invalid” or “admin approval required”',
      answer:
        'Your Google Workspace administrator limits which apps may use Calendar data. Ask them to allow Overlap under Security → API controls → App access control, then connect again.',
    },
    {
      question: 'A calendar I expected is missing from the list',
      answer:
        'Overlap shows the calendars your account subscribes to. If a shared calendar is missing, open Google Calendar, add it under Other calendars, then choose Refresh on the connection in Overlap.',
    },
    {
      question: 'Overlap says the connection needs attention',
      answer:
        'Google ends access when you remove Overlap in your Google Account, when a Workspace admin revokes the app, or when the connection goes unused for six months. Choose Reconnect; your settings are kept.',
    },
    {
      question: 'An event blocks me even though I marked myself as free',
      answer:
        'Check the event’s “Show as” setting in Google Calendar. Only events shown as Busy block time. All-day events are shown as Free by default and do not block you unless you change that.',
    },
  ],
};
