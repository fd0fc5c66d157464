import { Server } from 'lucide-react';
import { PUBLIC_ROUTES } from '@overlap/contracts';
import type { ProviderGuide } from '../../types';

export const CALDAV_GUIDE: ProviderGuide = {
  title: 'Sync CalDAV Calendar',
  route: PUBLIC_ROUTES.syncCaldav,
  icon: Server,
  heading: 'Any CalDAV server. Any ICS feed. No lock-in.',
  intro:
    'Nextcloud, Fastmail, Radicale, Baïkal, Synology, Zimbra, mailbox.org, SOGo — if it speaks CalDAV, Overlap can read your free time from it and put meetings on it. Calendars that only publish an ICS link work too, read-only.',
  facts: [
    { label: 'Sign-in', value: 'Server URL, username, password' },
    { label: 'Discovery', value: 'Automatic (/.well-known/caldav)' },
    { label: 'Also', value: 'Read-only ICS feed URLs' },
    { label: 'Revoke', value: 'Delete the app password' },
  ],
  steps: [
    {
      title: 'Find your server’s address',
      body: 'Usually the address you open in a browser is enough, such as https://cloud.example.org for Nextcloud or https://dav.example.org for Baïkal. Overlap asks it for /.well-known/caldav to find the real CalDAV endpoint. It does not look up DNS records, so if that finds nothing, enter the full CalDAV address.',
    },
    {
      title: 'Make an app password if your server offers one',
      body: 'Fastmail requires one (Settings → Privacy & Security → Integrations → App passwords, with CalDAV access). Nextcloud offers them under Settings → Security → Devices & sessions. They keep your main password private and can be revoked alone.',
    },
    {
      title: 'Enter the URL, username and password',
      body: 'On the Connect calendar page choose CalDAV. Overlap signs in, finds your principal and calendar home, and lists every calendar collection it finds. If discovery fails it tells you which step failed.',
    },
    {
      title: 'Choose which calendars count and where meetings go',
      body: 'Tick the calendars that should block time. Pick one writable calendar to receive meetings you book; read-only calendars still count for conflicts.',
    },
  ],
  reads: [
    'Events’ start and end times, time zones (including custom VTIMEZONE definitions) and repeat rules, for the dates being scheduled',
    'Exceptions to repeating events (moved or deleted occurrences), free/transparent events, cancelled events and ones you declined',
    'Calendar names and whether each calendar is writable',
  ],
  neverReads: [
    'Contacts, tasks, files or mail on the same server',
    'Event titles, descriptions, locations and attendees are not stored: CalDAV sends whole events, and Overlap keeps only the times and drops the rest as soon as it has read them',
    'Calendars you did not tick',
  ],
  writes: [
    'Only the meetings you book through Overlap, as standard iCalendar events in the one calendar you chose, and, when you ask to hold a request’s best times, tentative “Hold:” events for them',
    'Updates and cancellations of those same meetings',
    'Nothing at all for ICS feeds: they are read-only by nature',
  ],
  details: [
    {
      id: 'caldav-servers',
      heading: 'Where to find the address',
      blocks: [
        {
          kind: 'example',
          caption: 'Typical CalDAV addresses (replace the host with yours)',
          rows: [
            { label: 'Nextcloud', value: 'https://cloud.example.org/remote.php/dav' },
            { label: 'Fastmail', value: 'https://caldav.fastmail.com (with an app password)' },
            { label: 'Radicale', value: 'https://radicale.example.org/ (port 5232 by default)' },
            { label: 'Baïkal', value: 'https://dav.example.org/dav.php' },
            {
              label: 'Synology Calendar',
              value: 'The CalDAV address shown in Calendar → Settings → CalDAV account',
            },
            { label: 'Zimbra', value: 'https://mail.example.org/dav/' },
            { label: 'mailbox.org', value: 'https://dav.mailbox.org' },
          ],
        },
        {
          kind: 'paragraph',
          text: 'Overlap has to reach your server from the internet. For your safety it refuses addresses inside private networks (such as 192.168.x.x or localhost), so a server that only exists on your home or office network needs a public address. Use https: over plain http your password would cross the internet in the clear.',
        },
      ],
    },
    {
      id: 'caldav-correctness',
      heading: 'Why we expand events ourselves',
      blocks: [
        {
          kind: 'paragraph',
          text: 'CalDAV servers differ in how well they answer free/busy questions. Many do not expand repeating events, some ignore exceptions, and a few get daylight-saving time wrong. So Overlap fetches the events and computes busy time itself, honouring repeat rules, EXDATE and RECURRENCE-ID exceptions, all-day dates, custom time zones and transparency. The answer is the same whatever server you run.',
        },
      ],
    },
    {
      id: 'ics-feeds',
      heading: 'ICS feeds: read-only calendars',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Many calendars can publish a secret link ending in .ics: Google’s “Secret address in iCal format”, Outlook’s published calendars, Proton Calendar’s share links, school and sports timetables. Paste the link in Overlap and its events count as busy time. Overlap reads the feed while a meeting request you organize is open (every five minutes, over that request’s dates), when you look at your busy time or choose Refresh, and not otherwise.',
        },
        {
          kind: 'note',
          title: 'Treat a feed link like a password',
          text: 'Anyone with the link sees the full calendar, titles included. Overlap stores it encrypted, downloads the whole feed and keeps only the times. If you think the link leaked, reset it in the calendar that published it and paste the new one.',
        },
      ],
    },
  ],
  disconnect: [
    'In Overlap, open Dashboard → Connections and choose Remove. Overlap deletes the encrypted credentials or feed URL and the busy blocks it read.',
    'On the server, revoke the app password you made for Overlap (or change your password if you used the main one).',
    'For an ICS feed, reset the secret link in the calendar that published it; the old link stops working everywhere.',
  ],
  troubleshooting: [
    {
      question: '“No calendars found” although the sign-in worked',
      answer:
        'The server did not advertise a calendar home for this user. Try the full CalDAV URL of the account (for Nextcloud: /remote.php/dav/calendars/USERNAME/) instead of the bare host name.',
    },
    {
      question: '“Address not allowed”',
      answer:
        'The address resolves to a private network or to this machine. Overlap only connects to servers reachable from the public internet.',
    },
    {
      question: 'Sign-in fails with the right password',
      answer:
        'Your provider may require an app password when two-factor authentication is on (Fastmail, Nextcloud, mailbox.org). Create one and use it instead.',
    },
    {
      question: 'A booked meeting did not appear',
      answer:
        'The chosen calendar may be read-only or a subscription. Pick a writable calendar under “New meetings go to” and choose Retry on the meeting’s page.',
    },
  ],
};
