import { CalendarRange } from 'lucide-react';
import { PUBLIC_ROUTES } from '@overlap/contracts';
import type { ProviderGuide } from '../../types';

export const MICROSOFT_GUIDE: ProviderGuide = {
  title: 'Sync Microsoft Calendar',
  route: PUBLIC_ROUTES.syncMicrosoft,
  icon: CalendarRange,
  heading: 'Outlook and Microsoft 365 calendars, without the Scheduling Assistant’s limits',
  intro:
    'Sign in with Microsoft — a work or school account or a personal Outlook.com one — and schedule with people outside your organization as easily as with your own team.',
  facts: [
    { label: 'Sign-in', value: 'Microsoft identity platform' },
    { label: 'Accounts', value: 'Work, school and personal' },
    { label: 'Reads', value: 'Start, end and “show as”' },
    { label: 'Revoke', value: 'My Apps or account.live.com' },
  ],
  steps: [
    {
      title: 'Choose Microsoft on the Connect calendar page',
      body: 'You are sent to Microsoft’s sign-in page. Use any Microsoft 365 work or school account, or a personal Outlook.com, Hotmail or Live account. Overlap never sees your password or your second factor.',
    },
    {
      title: 'Approve the calendar permissions',
      body: 'Microsoft shows what Overlap asks for: to read your calendars, to create events in them, and to keep access while you are away (so auto-schedule can book at 3 a.m. without you). Some organizations require an administrator to approve new apps; you will see “Need admin approval” if so.',
    },
    {
      title: 'Choose which calendars count',
      body: 'Overlap lists the calendars in the mailbox, including ones shared with you. Tick those that should block your time. Outlook’s Birthdays and Holidays calendars are off by default.',
    },
    {
      title: 'Pick where new meetings go',
      body: 'Usually your default Calendar. Meetings booked there appear in Outlook on the web, desktop and mobile, and in Teams, like any other meeting you organize.',
    },
  ],
  reads: [
    'For each event in the dates being scheduled: start, end, “show as” (free, tentative, busy, out of office, working elsewhere), whether it is cancelled, and your own response — Graph adds only the event’s ID and version tag',
    'Whether an event is cancelled or you declined it, so it does not block you',
    'Calendar names, so you can choose which count',
    'Your account’s name and e-mail address, to label the connection',
  ],
  neverReads: [
    'Subjects, bodies, locations, attachments or attendee lists — Overlap asks Microsoft Graph only for the time fields',
    'Your mail, OneDrive, Teams chats or contacts',
    'Anything outside the dates of your open meeting requests (and of the coming week when you look at your busy time on the Connections page)',
  ],
  writes: [
    'Only the meetings you book through Overlap, in the one calendar you chose, with every participant as an attendee, and, when you ask to hold a request’s best times, tentative “Hold:” events for them',
    'Updates and cancellations of those same meetings',
    'Nothing else: Overlap never edits or deletes an event it did not create',
  ],
  details: [
    {
      id: 'microsoft-how',
      heading: 'How Overlap reads an Outlook calendar',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Overlap uses Microsoft Graph’s calendar view: for a date range, it returns every occurrence of every event, with recurring series already expanded and exceptions applied. Overlap selects only the start, end, show-as, cancelled and response fields, so subjects, notes, places and attendees never leave Microsoft. Graph’s change-tracking read of the calendar view cannot be narrowed that way, so Overlap reads the range in full each time instead.',
        },
        {
          kind: 'paragraph',
          text: 'Outlook has five “show as” states. Overlap treats Busy and Out of office as busy, Tentative as “if need be” (it can be used when nothing better exists, and the suggestion will say so), and Free and Working elsewhere as free.',
        },
        {
          kind: 'note',
          title: 'Windows time zones, handled',
          text: 'Outlook often stores zones by their Windows names, such as “W. Europe Standard Time” or “India Standard Time”. Overlap maps them to IANA zones before doing any arithmetic, so a recurring 09:00 meeting stays at 09:00 through daylight-saving changes on both sides of the Atlantic.',
        },
      ],
    },
    {
      id: 'microsoft-admins',
      heading: 'For Microsoft 365 administrators',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Overlap is a multi-tenant app that uses delegated permissions only: it acts as the signed-in user and can never see another person’s mailbox. It requests Calendars.ReadWrite (read time fields; create its own events), User.Read (name and e-mail), openid and email (which account signed in) and offline_access (refresh without the user present). You can grant consent for the whole organization in the Entra admin center under Enterprise applications.',
        },
      ],
    },
  ],
  disconnect: [
    'In Overlap, open Dashboard → Connections and choose Remove next to the Microsoft account. Overlap deletes its stored tokens and the busy blocks read from that account straight away.',
    'To revoke from Microsoft’s side: with a work or school account, open myapps.microsoft.com (or My Account → Apps and services) and remove Overlap; with a personal account, open account.live.com/consent/Manage and remove Overlap.',
    'Meetings already booked stay in your calendar as ordinary events you organized.',
  ],
  troubleshooting: [
    {
      question: '“Need admin approval” after signing in',
      answer:
        'Your organization only lets administrators approve new apps. Send the approval request Microsoft offers, or ask your admin to grant consent to Overlap in the Entra admin center.',
    },
    {
      question: 'I signed in with the wrong Microsoft account',
      answer:
        'Microsoft remembers the last account you used. Remove the connection, then connect again and choose “Use another account” on Microsoft’s page.',
    },
    {
      question: 'A shared or delegated calendar does not show up',
      answer:
        'Overlap lists calendars that appear in your own Outlook. Add the shared calendar to Outlook first, then choose Refresh on the connection.',
    },
    {
      question: 'An on-premises Exchange server',
      answer:
        'Overlap talks to Exchange Online through Microsoft Graph. For Exchange Server on your own hardware, publish an ICS link from Outlook on the web and add it as a read-only feed.',
    },
  ],
};
