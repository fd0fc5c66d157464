import type { BlogPost } from '../../types';

export const DST_MARCH_POST: BlogPost = {
  slug: 'why-your-meeting-moved-an-hour-in-march',
  title: 'post.dstMarch.title',
  date: '2026-10-06',
  author: 'author.engine',
  readingMinutes: 5,
  summary: 'post.dstMarch.summary',
  tags: ['tag.timeZones', 'tag.engineering'],
  messages: 'dstMarch',
  dates: {
    usSpringForward: '2026-03-08',
    europeSpringForward: '2026-03-29',
    europeFallBack: '2026-10-25',
    usFallBack: '2026-11-01',
    sydneyFallBack: '2026-04-05',
    tuesdayBefore: '2026-03-03',
    tuesdayBetween: '2026-03-10',
    tuesdayAfter: '2026-03-31',
  },
  sections: [
    {
      id: 'the-three-weeks',
      heading: 'The three weeks nobody plans for',
      blocks: [
        {
          kind: 'paragraph',
          text: 'In 2026 the United States moves its clocks forward on Sunday, {usSpringForward}. The United Kingdom and the rest of Europe follow on Sunday, {europeSpringForward}. For the three weeks in between, New York is four hours behind London rather than five. In autumn the same thing happens in reverse: Europe falls back on {europeFallBack}, the US on {usFallBack}, and for one week the gap is four hours again.',
        },
        {
          kind: 'paragraph',
          text: 'A weekly call fixed at 11:00 in New York is at 16:00 in London for most of the year, and at 15:00 during those weeks. Nobody did anything wrong. The London participant simply gets an invitation that quietly moved, and half the time they find out by joining an empty room.',
        },
        {
          kind: 'example',
          caption: 'One 11:00 New York meeting, three Tuesdays in spring 2026',
          rows: [
            { label: '{tuesdayBefore}', value: '11:00 New York · 16:00 London · 21:30 Bangalore' },
            { label: '{tuesdayBetween}', value: '11:00 New York · 15:00 London · 20:30 Bangalore' },
            { label: '{tuesdayAfter}', value: '11:00 New York · 16:00 London · 20:30 Bangalore' },
          ],
        },
        {
          kind: 'paragraph',
          text: 'Notice Bangalore. India has no daylight-saving time, so once the US changes, the meeting lands an hour earlier there for good — until November. The southern hemisphere goes the other way: Sydney leaves daylight-saving time on {sydneyFallBack}, so its gap to London shrinks by two hours within a week.',
        },
      ],
    },
    {
      id: 'five-bugs',
      heading: 'Five bugs that daylight-saving time exposes',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Storing an offset instead of a zone. “−05:00” is not New York; it is New York in winter. A tool that saves the offset keeps using it in July.',
            'Adding 24 hours to get “the same time tomorrow”. On the day clocks change, a day is 23 or 25 hours long, so the result is an hour off.',
            'Trusting local times that do not exist. 02:30 on {usSpringForward}, 2026 never happens in New York; 01:30 on {usFallBack} happens twice. Working hours and recurring events that touch those times need a rule, not a crash.',
            'Converting working hours once. “9 to 5 in London” is a different UTC range in March than in April. Converting it once at sign-up puts people in meetings at 8 a.m. for half the year.',
            'Forgetting that rules change. Mexico dropped daylight-saving time in 2022; Kazakhstan moved to a single time zone in 2024. Software with an old time-zone database gets those countries wrong until it is updated.',
          ],
        },
      ],
    },
    {
      id: 'how-overlap',
      heading: 'How Overlap keeps slots where they belong',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Overlap’s scheduling engine follows one rule: every instant is stored and compared in UTC, and every local rule goes through the person’s own IANA time zone, such as America/New_York or Asia/Kolkata, for the specific date in question. Nothing is converted once and reused.',
        },
        {
          kind: 'list',
          items: [
            'Working hours are re-computed for every day of the request in each person’s zone, so “9 to 5” is right on both sides of a clock change.',
            'Each suggestion shows every participant their own local time for that exact date, so the three spring weeks are visible, not a surprise.',
            'Recurring events read from calendars are expanded in the zone they were written in, including Outlook’s Windows zone names and custom zone definitions from CalDAV servers.',
            'Local times that do not exist are moved forward by the length of the gap, as calendar apps do: 02:30 on {usSpringForward}, 2026 in New York counts as 03:30. Times that happen twice use their first occurrence.',
            'Odd offsets are ordinary: India at +05:30, Nepal at +05:45 and Newfoundland at −03:30 go through exactly the same code as everyone else.',
          ],
        },
        {
          kind: 'note',
          title: 'Test it yourself',
          text: 'Create a request whose window spans the second Sunday of March, when the United States changes its clocks, with one participant in New York and one in London. Each suggestion shows both local times: London is five hours ahead of New York before that Sunday and four hours ahead after it, until Europe changes on the last Sunday of March. That is the engine being right.',
        },
      ],
    },
    {
      id: 'what-you-can-do',
      heading: 'What you can do today',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Whatever tool you use, anchor a recurring meeting to the time zone of the people it matters most to, say in the invitation which zone that is, and look at the weeks between the US and European changes before they arrive. Or let Overlap show everyone their own time and stop doing the arithmetic.',
        },
      ],
    },
  ],
};
