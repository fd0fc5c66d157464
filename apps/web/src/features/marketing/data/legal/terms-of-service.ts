import type { LegalDocument } from '../../types';
import { SAMPLE_LEGAL_VALUES as S } from './legal-values';

export const TERMS_OF_SERVICE: LegalDocument = {
  effectiveDate: '2026-11-01',
  lead: `These terms are the agreement between you and ${S.operator} (“we”), who runs this Overlap server, when you use it. We have tried to write them the way we would explain them across a table. Please read them; by creating an account or answering a meeting request you accept them.`,
  sections: [
    {
      id: 'service',
      heading: 'The service',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Overlap helps people find a time to meet. Organizers connect calendars and create meeting requests; guests answer through a personal link; Overlap suggests times and, when the organizer books one, writes the meeting to the organizer’s calendar and sends calendar invitations to everyone.',
        },
      ],
    },
    {
      id: 'beta',
      heading: 'This is a beta',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Overlap is in beta. Features may change, appear or disappear, and this server may occasionally be unavailable while it is improved. The Overlap software has no prices, plans or billing.',
        },
        {
          kind: 'note',
          title: 'Check important meetings',
          text: 'We work hard to get time zones and availability right, but calendars are only as accurate as what is in them. For meetings where a mistake is costly — a court date, a surgery, a flight — check the time in your own calendar.',
        },
      ],
    },
    {
      id: 'accounts',
      heading: 'Your account',
      blocks: [
        {
          kind: 'list',
          items: [
            'You need to be at least 16 to create an account, and old enough to make this agreement where you live.',
            'Keep your sign-in secure; you are responsible for what happens under your account.',
            'If you use Overlap for an organization, you confirm you are allowed to accept these terms for it.',
            'Guests do not need an account. A guest link is personal: forwarding it lets someone else answer in your name.',
          ],
        },
      ],
    },
    {
      id: 'calendars',
      heading: 'Connecting calendars',
      blocks: [
        {
          kind: 'paragraph',
          text: 'When you connect a calendar you allow Overlap to read busy time from it and, for the calendar you choose, to create, update and cancel the meetings you book through Overlap. You confirm that you are entitled to give that access. Your relationship with Google, Microsoft, Apple or your CalDAV provider is governed by their terms, and you can revoke Overlap’s access there at any time.',
        },
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Using Overlap fairly',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Overlap sends e-mail to people on your behalf, so we ask you to use it the way you would want others to:',
        },
        {
          kind: 'list',
          items: [
            'Invite only people you have a real reason to meet; do not use meeting requests for marketing or bulk messages.',
            'Do not put unlawful, hateful or deceptive content in titles, descriptions or links.',
            'Do not try to reach data that is not yours, probe or overload the service, or get around limits and security measures.',
            'Do not resell the service or build a competing product from it without our agreement.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'If an account breaks these rules we may limit or suspend it. Unless there is a risk to others or the law requires otherwise, we will tell you first and give you a chance to explain.',
        },
      ],
    },
    {
      id: 'your-content',
      heading: 'Your content',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Meeting requests, answers and everything else you put into Overlap remain yours. You give us permission to store and process them only to run the service for you and the people you invite, as described in our Privacy Policy. Our software, design and name remain ours.',
        },
      ],
    },
    {
      id: 'costs',
      heading: 'Costs',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The Overlap software charges nothing: it has no plans, subscriptions or payments. If we ever ask something of you for using this server, we will tell you in advance, outside the software.',
        },
      ],
    },
    {
      id: 'ending',
      heading: 'Ending the agreement',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You can stop using Overlap and delete your account at any time from Settings. We may end the service for everyone with at least 60 days’ notice, during which you can remove your connections and keep copies of your meetings, which already live in your own calendar. Meetings that were booked stay in everyone’s calendars.',
        },
      ],
    },
    {
      id: 'liability',
      heading: 'Warranties and liability',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We provide Overlap with care but “as is”: we do not promise it will be uninterrupted or error-free, or that a suggested time suits everyone. To the extent the law allows, we are not liable for indirect or consequential losses, such as a missed opportunity because a meeting was not scheduled, and our total liability is limited to the greater of what you paid us in the 12 months before the claim and 100 US dollars. Nothing in these terms limits liability that cannot be limited by law, or the rights consumers have where they live.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes, law and contact',
      blocks: [
        {
          kind: 'paragraph',
          text: `We may update these terms as the service grows. The effective date at the top of this page shows when they last changed; Overlap sends no e-mail about changes, and continuing to use Overlap after a change means you accept it. If you are a consumer, the law of the country where you live applies to these terms. Questions: ${S.general}.`,
        },
      ],
    },
  ],
};
