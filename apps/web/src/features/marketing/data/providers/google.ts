import { CalendarDays } from 'lucide-react';
import { PUBLIC_ROUTES } from '@overlap/contracts';
import type { ProviderGuide } from '../../types';

export const GOOGLE_GUIDE: ProviderGuide = {
  title: 'Sync Google Calendar',
  route: PUBLIC_ROUTES.syncGoogle,
  icon: CalendarDays,
  heading: 'Google Calendar, connected in one consent screen',
  intro:
    'Sign in with Google, approve three permissions, and Overlap knows when you are busy across the calendars you tick — personal Gmail and Google Workspace alike.',
  facts: [
    { label: 'Sign-in', value: 'Google OAuth consent' },
    { label: 'Accounts', value: 'Gmail and Google Workspace' },
    { label: 'Reads', value: 'Event times only' },
    { label: 'Revoke', value: 'Google Account → Security' },
  ],
  steps: [
    {
      title: 'Choose Google on the Connect calendar page',
      body: 'From your dashboard open Connections and pick Google. You are sent to Google’s own sign-in page: Overlap never sees your Google password.',
    },
    {
      title: 'Pick the account and read the consent screen',
      body: 'Google lists exactly what Overlap asks for: to see the list of your calendars, to see when you are free or busy, and to see, create, change and delete events on calendars you own. If your Workspace admin restricts third-party apps, they may need to allow Overlap first.',
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
    'From the calendars you ticked, for the dates of your open requests: each event’s start and end, whether it is cancelled or shown as free, and your own answer to it — Overlap names these fields to Google, so nothing else is sent (calendars shared with you: Google’s free/busy query)',
    'Calendar names, time zones and whether you may add events to each, so you can choose which count',
    'Your Google account’s e-mail address, to label the connection',
  ],
  neverReads: [
    'Event titles, descriptions, locations or attachments',
    'Who else is invited to your events',
    'Your Gmail, Drive, contacts or anything outside Calendar',
    'Events marked “Free” (transparent) — they do not block you',
  ],
  writes: [
    'Only the meetings you book through Overlap, in the one calendar you chose, and, when you ask to hold a request’s best times, tentative “Hold:” events for them',
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
          text: 'Google calls permissions “scopes”. Overlap asks for three: calendar.calendarlist.readonly, to see the list of your calendars so you can choose which count; calendar.freebusy, which answers “is this person busy between 14:00 and 15:00?” without revealing what the event is, used for calendars others share with you; and calendar.events.owned, which Google describes as “see, create, change and delete events on Google calendars you own”.',
        },
        {
          kind: 'paragraph',
          text: 'With calendar.events.owned Overlap reads the events of your own calendars, asking Google for their time fields only (start, end, status, free or busy, event type, and of the guests only whether one is you and your answer), so titles, descriptions, places and other guests never leave Google; and it puts the meetings you book on the calendar you chose. Google does not offer a permission limited to “events this app created”, so Overlap enforces that limit itself: it remembers the ID of every event it creates and only ever updates or deletes those.',
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
          text: 'In the background, Overlap reads your ticked calendars only while a meeting request you organize is open, and only over that request’s dates: every five minutes, and when you open its suggestions. It also reads them when you ask: choosing Refresh on the connection or looking at your busy time on the Connections page reads the coming week, and answering someone else’s request with your connected calendars reads that request’s dates. Busy blocks are kept only while a request you organize is open: without one, they are deleted within five minutes.',
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
