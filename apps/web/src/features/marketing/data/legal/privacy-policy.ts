import type { LegalDocument } from '../../types';
import { SAMPLE_LEGAL_VALUES as S } from './legal-values';

export const PRIVACY_POLICY: LegalDocument = {
  effectiveDate: '2026-11-01',
  lead: 'Overlap finds meeting times. To do that we need to know when people are busy — not what they are doing. This policy explains, in plain language, what we collect, why, who else touches it, how long we keep it, and what you can ask us to do with it.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are and what this covers',
      blocks: [
        {
          kind: 'paragraph',
          text: `This Overlap server, a scheduling service in beta, is run by ${S.operator} (“we”). This policy covers its website, the app, the e-mails it sends and the calendar connections people make. “Organizers” are people with an Overlap account who create meeting requests; “guests” are people who answer a request through a personal link, with or without an account.`,
        },
        {
          kind: 'paragraph',
          text: `For data about organizers and about our own website, we decide how it is used (we are the “controller”). When an organization uses Overlap for its staff, that organization may be the controller and we process data on its behalf. Questions go to ${S.privacy}.`,
        },
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      blocks: [
        {
          kind: 'list',
          items: [
            'Account details: your name, e-mail address and profile picture from the sign-in provider, your time zone, working hours and settings.',
            'Waitlist sign-ups: the e-mail address you give us.',
            'Calendar connections: which provider and account, the calendars in it, and the credentials needed to read them (tokens, app-specific or app passwords, or an ICS feed link).',
            'Calendar availability: busy intervals (start and end times) for the dates of meeting requests you take part in, from the calendars you ticked. For Google and Microsoft we also read whether each event is cancelled or shown as free and your own answer to it (Microsoft’s “show as”), never its title; for CalDAV, iCloud and ICS feeds, repeat rules and the free/busy flag, in order to compute busy time.',
            'Meeting requests: title, description, duration, date window, allowed hours, location or video link, deadline and participants (e-mail, optional name, required or optional).',
            'Answers: the availability a guest paints or connects, “if need be” marks, a decline, the guest’s time zone, and when they answered.',
            'Technical data: IP address, browser type, and request logs, used for security and to keep the service running.',
          ],
        },
        {
          kind: 'note',
          title: 'What we do not collect',
          text: 'We do not store event titles, descriptions, locations, attendees or attachments from your calendars. Where a provider sends whole events (CalDAV, iCloud, ICS feeds), we extract the times in memory and discard the rest without storing it. We never access mail, files or contacts.',
        },
      ],
    },
    {
      id: 'guests',
      heading: 'What guests share, and with whom',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A guest’s e-mail address and name come from the organizer who invited them. When a guest answers, the organizer sees the guest’s busy, available and if-need-be time inside the request’s window, and whether they answered or declined. The organizer never sees what the busy time is. Before submitting, a guest sees exactly what the organizer will see.',
        },
        {
          kind: 'paragraph',
          text: 'Guests do not see each other’s e-mail addresses, answers or availability while a request is open. When a meeting is booked, the calendar invitation, its e-mail and each guest’s page list who is invited, as calendar invitations do, unless the organizer hides the guest list; then each guest sees only themselves and the organizer. A guest who connects a calendar grants a one-time read: we do not keep the guest’s credentials afterwards.',
        },
      ],
    },
    {
      id: 'how-we-use',
      heading: 'How we use it',
      blocks: [
        {
          kind: 'list',
          items: [
            'To provide the service: rank meeting times, send invitations, reminders and results, and write booked meetings to the calendar you chose.',
            'To keep it secure: detect abuse, rate-limit requests, investigate incidents.',
            'To improve it: aggregate counts such as how many requests were booked and how long that took. We do not look at individual calendars to do this.',
            'To talk to you: service e-mails, and — only if you joined the waitlist — an e-mail with a sign-up link when an admin invites you. Nothing else is sent to waitlist addresses.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We do not sell or rent personal data, show advertising, build advertising profiles, or use calendar data or meeting content to train machine-learning models. Legally, we rely on performing our contract with you, on our legitimate interest in keeping the service secure and working, and on your consent for the waitlist.',
        },
      ],
    },
    {
      id: 'security',
      heading: 'How we protect it',
      blocks: [
        {
          kind: 'paragraph',
          text: 'All traffic is encrypted in transit. Calendar credentials are encrypted at rest with AES-256-GCM under keys stored separately from the database, which can be rotated; they are never shown on any screen or written to logs. Guest links carry a random token. We recognise it by its hash, and keep one copy sealed with the same key as calendar credentials, kept outside the database, so the organizer can copy a link again and reminders can carry it. Staff access to production data is limited to people who need it to operate the service, and admin actions are recorded in an audit log.',
        },
      ],
    },
    {
      id: 'processors',
      heading: 'Who else processes it',
      blocks: [
        {
          kind: 'paragraph',
          text: `This server is hosted where we chose to run it, and it may send e-mail through a delivery service and sign people in through an identity provider of our choosing; write to ${S.privacy} to learn which. The Overlap software itself contains no analytics, advertising or error-monitoring service. The calendar providers you connect (Google, Microsoft, Apple, your CalDAV server) are not our processors; your use of them is governed by their own terms.`,
        },
        {
          kind: 'paragraph',
          text: 'Some providers may process data outside your country. Where data leaves the European Economic Area or the United Kingdom we rely on the standard contractual clauses approved for that purpose. We disclose data to authorities only when the law requires it, and we tell affected users unless we are legally prevented.',
        },
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      blocks: [
        {
          kind: 'list',
          items: [
            `Busy intervals and answers: while the request is open, then ${S.answersDays} days after the meeting is booked or cancelled, then deleted.`,
            'Calendar credentials: until you remove the connection or your account; deleted immediately when you do.',
            'Meeting requests: until the organizer deletes them or their account.',
            `Waitlist e-mail addresses: until you ask ${S.privacy} to remove yours.`,
            `Server logs and backups: as long as we keep them on this server; write to ${S.privacy} for the periods.`,
            'Accounts: deleted at once when you delete yours in Settings, or within 30 days after you ask us.',
            `Sent e-mails and webhook deliveries: their contents for ${S.messagesDays} days, then deleted.`,
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your choices and rights',
      blocks: [
        {
          kind: 'paragraph',
          text: `You can disconnect any calendar under Connections, delete a meeting request from its page, and download a copy of your data or delete your account in Settings. You can also ask us for a copy of your data, to correct it, to delete it, or to stop a particular use of it, by writing to ${S.privacy}. We answer within 30 days. If you are in the EEA or the UK, you may also complain to your data-protection authority; we would rather hear from you first.`,
        },
        {
          kind: 'paragraph',
          text: 'Guests can delete their own answer, with the busy times read from their calendar, from their invitation link at any time. Guests without an account can ask for the rest through the organizer or directly to us, quoting the e-mail address the invitation went to.',
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and local storage',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We use only what the service needs: a cookie or browser storage to keep you signed in, and local storage to remember choices such as your light or dark theme. We use no advertising or cross-site tracking cookies, and no third-party scripts on our pages.',
        },
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Overlap is not meant for children under 16, and we do not knowingly create accounts for them. Guests of any age may answer an invitation a parent, school or club sends them.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes and contact',
      blocks: [
        {
          kind: 'paragraph',
          text: `When this policy changes, the effective date at the top of this page changes with it. Overlap sends no e-mail about changes to this policy, so look at that date when you come back. Write to ${S.privacy} for anything about privacy, or ${S.security} to report a security issue.`,
        },
      ],
    },
  ],
};
