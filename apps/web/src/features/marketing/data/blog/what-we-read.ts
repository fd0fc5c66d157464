import type { BlogPost } from '../../types';

export const WHAT_WE_READ_POST: BlogPost = {
  slug: 'what-we-read-from-your-calendar',
  title: 'post.whatWeRead.title',
  date: '2026-10-27',
  author: 'author.security',
  readingMinutes: 5,
  summary: 'post.whatWeRead.summary',
  tags: ['tag.privacy', 'tag.security'],
  messages: 'whatWeRead',
  sections: [
    {
      id: 'principle',
      heading: 'The principle: busy, not why',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Your calendar says a lot about you: who your doctor is, when you interview elsewhere, which customers you are about to lose. None of it helps find a meeting time. To schedule, Overlap needs one fact per minute: are you busy? So that is the only fact it keeps.',
        },
      ],
    },
    {
      id: 'per-provider',
      heading: 'What crosses the wire, provider by provider',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Calendar providers do not all offer the same permissions, so “busy only” is enforced in different places.',
        },
        {
          kind: 'list',
          items: [
            'Google Calendar: for calendars you own, Overlap lists the events but asks Google for their time fields only — start, end, status, free or busy, and your own answer — so titles, descriptions, places and other guests never leave Google. For calendars others share with you, it uses Google’s free/busy query, which returns busy intervals and nothing else.',
            'Microsoft 365 and Outlook.com: Microsoft has no busy-only permission for your own mailbox, so Overlap asks Microsoft Graph for just the start, end, “show as”, cancelled and response fields of each event. Titles are not requested and are never sent.',
            'iCloud and other CalDAV servers: the protocol sends whole events. Overlap parses the times, repeat rules and free/busy flag in memory and throws the rest away before anything is stored.',
            'ICS feeds: same as CalDAV — the feed is read, the times are kept, everything else is dropped.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'And only for the dates that matter: when you are part of a meeting request for the next two weeks, Overlap reads those two weeks, not your year.',
        },
      ],
    },
    {
      id: 'what-others-see',
      heading: 'What the organizer and other guests can see',
      blocks: [
        {
          kind: 'paragraph',
          text: 'When you answer a request, the organizer sees your busy blocks inside the request’s window, marked “busy”, plus anything you painted as “available” or “if need be”. Before you submit, Overlap shows you that exact view, so there are no surprises.',
        },
        {
          kind: 'list',
          items: [
            'The organizer never sees event titles, locations, attendees or which calendar a block came from.',
            'Other guests never see your answers or your busy time. Once the meeting is booked they see its time and who is invited, names or e-mail addresses as the organizer entered them, as with any calendar invitation — unless the organizer hides the guest list, and then each guest sees only themselves and the organizer.',
            'Guests connect a calendar for a one-time read. Overlap keeps no guest’s credentials after reading; a guest with an Overlap account can answer with the calendars connected there instead.',
          ],
        },
      ],
    },
    {
      id: 'credentials',
      heading: 'Credentials, encrypted and disposable',
      blocks: [
        {
          kind: 'paragraph',
          text: 'To read an organizer’s calendar again later, Overlap has to keep a token or password. Google and Microsoft tokens, iCloud app-specific passwords, CalDAV passwords and ICS feed links are encrypted with AES-256-GCM before they reach the database, under keys that are stored separately and can be rotated. Each ciphertext is bound to its own record, so copying it elsewhere makes it useless. Credentials never appear in logs or on any screen, including our own staff tools.',
        },
        {
          kind: 'paragraph',
          text: 'Removing a connection deletes its credentials immediately. You can also revoke Overlap from the provider’s side — Google Account security settings, Microsoft My Apps, Apple’s App-Specific Passwords page — and it stops working at once.',
        },
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep things',
      blocks: [
        {
          kind: 'list',
          items: [
            'Busy blocks and painted answers: while the request is open, then {answersDays} after the meeting is booked or cancelled, so it can be rescheduled; then deleted.',
            'Meeting requests you organize: until you delete them or your account.',
            'Your account: deleted at once when you delete it in Settings. How long this server’s backups keep it, its privacy policy says.',
          ],
        },
        {
          kind: 'note',
          title: 'What we will never do',
          text: 'Sell or rent your data, show ads, train AI models on your calendar, or read mail, files or contacts. Our Privacy Policy says the same in longer words, and it is the one that binds us.',
        },
      ],
    },
  ],
};
