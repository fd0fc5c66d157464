import { KeyRound } from 'lucide-react';
import { PUBLIC_ROUTES } from '@overlap/contracts';
import type { ProviderGuide } from '../../types';

export const APPLE_GUIDE: ProviderGuide = {
  title: 'Sync Apple Calendar',
  route: PUBLIC_ROUTES.syncApple,
  icon: KeyRound,
  heading: 'iCloud Calendar, with a password only Overlap can use',
  intro:
    'Apple has no “Sign in with Apple” for calendars. Instead you create an app-specific password for Overlap: it cannot sign in to your Apple Account, Overlap uses it for your iCloud calendars only, and you can revoke it on its own at any time.',
  facts: [
    { label: 'Sign-in', value: 'Apple Account + app-specific password' },
    { label: 'Requires', value: 'Two-factor authentication' },
    { label: 'Protocol', value: 'CalDAV at caldav.icloud.com' },
    { label: 'Revoke', value: 'appleid.apple.com' },
  ],
  steps: [
    {
      title: 'Open your Apple Account settings',
      body: 'Go to appleid.apple.com (Apple also serves it as account.apple.com) and sign in with your Apple Account — the e-mail address you use for iCloud.',
    },
    {
      title: 'Create an app-specific password',
      body: 'Choose Sign-In and Security, then App-Specific Passwords, then the + button. Name it “Overlap” so you recognise it later. Apple shows a password like abcd-efgh-ijkl-mnop once; copy it.',
    },
    {
      title: 'Enter it in Overlap',
      body: 'On the Connect calendar page choose Apple iCloud, type your Apple Account e-mail and paste the app-specific password (not your normal password). Overlap checks it against caldav.icloud.com straight away and tells you if Apple refused it.',
    },
    {
      title: 'Choose which calendars count and where meetings go',
      body: 'Overlap lists your iCloud calendars, including ones others share with you. Tick the ones that should block time and pick one to receive meetings you book.',
    },
  ],
  reads: [
    'Events’ start and end times, time zones and repeat rules, from the calendars you ticked, for the dates being scheduled',
    'Whether an event is marked free (transparent), cancelled, or declined by you',
    'Calendar names, so you can choose which count',
  ],
  neverReads: [
    'Anything outside Calendar: iCloud Mail, Photos, Drive, Contacts, Keychain',
    'Event titles, notes, locations and attendees are not stored: CalDAV sends whole events, and Overlap keeps only the times and drops the rest as soon as it has read them',
    'Your main Apple Account password — Overlap never asks for it',
  ],
  writes: [
    'Only the meetings you book through Overlap, in the one calendar you chose, and, when you ask to hold a request’s best times, tentative “Hold:” events for them',
    'Updates and cancellations of those same meetings',
    'Nothing else: Overlap never edits or deletes an event it did not create',
  ],
  details: [
    {
      id: 'apple-why',
      heading: 'Why an app-specific password, and why two-factor?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'iCloud exposes calendars through CalDAV, an open standard, but Apple does not let other companies request calendar access through a consent screen the way Google and Microsoft do. Its answer is the app-specific password: a long random password that works only for mail, contacts and calendar protocols.',
        },
        {
          kind: 'list',
          items: [
            'It cannot sign in to your Apple Account, change settings, see your devices or approve purchases.',
            'It is separate from your main password, so giving it to Overlap never exposes the password that protects everything else.',
            'You can revoke it alone, without changing anything else, and you can have up to 25 of them.',
            'Apple only issues app-specific passwords to accounts with two-factor authentication turned on, because the second factor is what protects the page where they are created.',
          ],
        },
        {
          kind: 'note',
          title: 'How Overlap stores it',
          text: 'The password is encrypted with AES-256-GCM before it reaches the database, with keys kept outside it, and is decrypted only in memory at the moment Overlap talks to iCloud. It is never shown on any screen, staff tools included, and never written to logs.',
        },
      ],
    },
  ],
  disconnect: [
    'In Overlap, open Dashboard → Connections and choose Remove next to the iCloud account. Overlap deletes the encrypted password and the busy blocks it read.',
    'At appleid.apple.com, open Sign-In and Security → App-Specific Passwords and revoke “Overlap”. From that moment the password stops working everywhere.',
    'Changing your main Apple Account password also revokes every app-specific password. If you do, create a new one and choose Reconnect in Overlap.',
  ],
  troubleshooting: [
    {
      question: '“Apple refused the password”',
      answer:
        'Make sure you pasted the app-specific password, not your normal one, with or without its dashes. If you recently changed your Apple Account password, all app-specific passwords were revoked: make a new one.',
    },
    {
      question: 'I do not see App-Specific Passwords on the Apple site',
      answer:
        'Two-factor authentication is off, or the account is a Managed Apple Account from a school or company, which may not allow them. Turn on two-factor in Settings → your name → Sign-In & Security on an iPhone, iPad or Mac, or ask your administrator.',
    },
    {
      question: 'Which e-mail address should I type?',
      answer:
        'The primary e-mail of your Apple Account, shown at the top of appleid.apple.com. An @icloud.com alias or a forwarding address may be rejected.',
    },
    {
      question: 'My Mac’s “On My Mac” calendar is missing',
      answer:
        'Local calendars live only on that Mac and are not in iCloud, so no service can read them. Move the events to an iCloud calendar, or share your free time by painting it on the grid.',
    },
  ],
};
