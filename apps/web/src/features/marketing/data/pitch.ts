export const PITCH_BLOCKS: readonly { id: string; heading: string; paragraphs: readonly string[] }[] = [
  {
    id: 'problem',
    heading: 'The problem',
    paragraphs: [
      'Finding a time for a group is still done by e-mail. Five people, three companies, two continents: the thread runs for days, someone’s calendar changes halfway through, and the meeting lands at 22:00 for whoever was too polite to object.',
      'The tools that exist each solve a slice. Polls make everyone tick boxes and still need someone to decide. Booking links expose one person’s calendar, not a group’s. Vendor assistants only see inside their own walls. None of them treats time-zone fairness as a requirement.',
    ],
  },
  {
    id: 'solution',
    heading: 'The solution',
    paragraphs: [
      'Overlap reads busy time — and only busy time — from whatever calendar each person already uses: Google, Microsoft, iCloud, any CalDAV server or an ICS feed. Guests answer through a link with no account, by calendar or by painting a grid.',
      'A pure, heavily tested engine ranks every candidate slot: required people first, then optional ones, fewer maybes, fairness to the worst-off person’s local time, then the earliest date. It explains every ranking and, when nothing fits, says what would. One click — or none, with auto-schedule — and a standard invitation lands in every calendar app.',
    ],
  },
  {
    id: 'why-now',
    heading: 'Why now',
    paragraphs: [
      'Distributed work is now the default shape of a team, not an exception: colleagues, clients and contractors routinely sit in different countries, and they rarely share a calendar vendor.',
      'Calendar access has matured: Google and Microsoft offer narrow, reviewable permissions, and CalDAV is everywhere from iCloud to Nextcloud. At the same time people are rightly wary of tools that read everything, which rewards a product built to read as little as possible.',
    ],
  },
  {
    id: 'market',
    heading: 'Who it is for',
    paragraphs: [
      'Anyone who meets with people outside their own calendar system: freelancers and agencies with clients, startup and remote teams across time zones, hybrid workers, recruiters running interview loops, and the nonprofits and community groups whose volunteers use every calendar under the sun.',
      'Organizers pay per seat; guests — the majority of people who touch Overlap — are always free, so every meeting introduces the product to new organizers.',
    ],
  },
];

export const COMPETITORS: readonly { name: string; approach: string; gap: string }[] = [
  {
    name: 'Doodle',
    approach: 'Polls: the organizer proposes times, everyone votes.',
    gap: 'People vote by hand and the organizer still has to choose; no notion of fairness across time zones.',
  },
  {
    name: 'Rallly',
    approach: 'Open-source group polls with no sign-up for participants.',
    gap: 'Simple and pleasant, but participants still vote by hand and nothing reads their calendars.',
  },
  {
    name: 'Cal.com',
    approach: 'Booking pages built around one host’s availability, with team and round-robin events.',
    gap: 'Designed for “book time with me”, not for finding the time that suits a group of outside guests.',
  },
  {
    name: 'Outlook Scheduling Assistant',
    approach: 'Free/busy grid for people inside the same Microsoft 365 organization.',
    gap: 'Guests outside the organization, or on other calendars, show up blank; no ranking or fairness.',
  },
];

export const OVERLAP_EDGE: readonly string[] = [
  'Reads calendars from every major provider — and any CalDAV server — for organizers and guests alike',
  'Ranks times itself, fairly across zones, and explains why',
  'Correct across daylight-saving changes and odd offsets, by construction',
  'Reads busy time only; guests need no account and never see each other',
  'Books the meeting on everyone’s calendar with a standard invitation',
];
