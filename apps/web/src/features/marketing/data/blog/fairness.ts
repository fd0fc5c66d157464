import type { BlogPost } from '../../types';

export const FAIRNESS_POST: BlogPost = {
  slug: 'fairness-across-time-zones',
  title: 'post.fairness.title',
  date: '2026-10-20',
  author: 'author.engine',
  readingMinutes: 6,
  summary: 'post.fairness.summary',
  tags: ['tag.timeZones', 'tag.fairness', 'tag.remoteTeams'],
  messages: 'fairness',
  sections: [
    {
      id: 'no-good-time',
      heading: 'There is no good time. There is a fair one.',
      blocks: [
        {
          kind: 'paragraph',
          text: 'In summer, San Francisco is eight hours behind London and twelve and a half behind Bangalore. If all three keep 09:00–17:00, the San Francisco and Bangalore working days do not overlap at all: when San Francisco starts work at 09:00, it is 21:30 in Bangalore. Any meeting with both is outside somebody’s day. The question is not how to avoid that, but how to share it.',
        },
      ],
    },
    {
      id: 'average-trap',
      heading: 'The trap of the average',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Most tools that think about time zones at all score a slot by adding up everyone’s inconvenience and picking the lowest total. It sounds reasonable. Now take a real team: four engineers in San Francisco, a designer in London, a product manager in Bangalore. The San Francisco stand-up is at 09:00, so two candidates remain for a weekly planning call.',
        },
        {
          kind: 'example',
          caption: 'Two candidate slots for a 30-minute call in June',
          rows: [
            {
              label: 'A: 10:00 San Francisco',
              value: '18:00 London (outside hours) · 22:30 Bangalore (night) · four people comfortable',
            },
            {
              label: 'B: 08:00 San Francisco',
              value: '16:00 London (working) · 20:30 Bangalore (evening) · four people start an hour early',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'Add up the discomfort and A wins: four comfortable people outweigh one person at 22:30. Every week, the same person in Bangalore joins late at night so that the majority can have their coffee first. The average did exactly what it was asked to do — it protected the majority — and nobody on the call notices, because the cost lands on someone who is not in the room where the choice was made.',
        },
      ],
    },
    {
      id: 'minimise-worst',
      heading: 'Minimise the worst, then the total',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Overlap ranks by the worst-off person first. For every candidate slot it works out, for each participant on that date and in their own zone, whether the meeting falls in working hours, at the edge of the day (within an hour of it), outside working hours, or at night (22:00 to 06:00). The slot whose worst participant is best off wins. Only among slots that are equally fair for the worst-off person does the total come in as a tie-breaker.',
        },
        {
          kind: 'paragraph',
          text: 'In the example, slot A’s worst participant is at night; slot B’s worst is an evening call. B wins. The four San Francisco engineers each start an hour early, which is a real cost, but it is a cost split five ways instead of dumped on one person. Philosophers will recognise Rawls’s maximin; engineers will recognise minimax. Either way, it is the rule people use when they schedule by hand and care about each other.',
        },
      ],
    },
    {
      id: 'order',
      heading: 'Fairness is not the first rule',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A fair slot that somebody cannot attend is useless, so fairness sits fourth in Overlap’s ranking, after attendance:',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Every required participant is free.',
            'As many optional participants as possible are free.',
            'As few people as possible are “if need be” or have not answered.',
            'The worst-off person’s local time is as comfortable as possible, then the total.',
            'Earlier dates before later ones, so the meeting happens sooner.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Each suggestion comes with its reasons in plain words — “Everyone is free”, “Priya: 20:30 in Kolkata, after working hours” — so the organizer can see the trade-off rather than trust a score.',
        },
      ],
    },
    {
      id: 'rotate',
      heading: 'Rotate the pain',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Sometimes even the fairest slot is hard on someone. For a meeting that repeats, the kind thing is to take turns: this week the early start is in San Francisco, next week the late one is in Bangalore. When the best single time leaves someone outside their working day, Overlap also suggests rotations for a repeating meeting: two or three times that take turns from one occurrence to the next, each leaving the worst-off person better off over the series than the best single time does. Each rotation shows every person’s share of the hours outside their working day, so you see who carries the cost before you book it.',
        },
        {
          kind: 'paragraph',
          text: 'And when no slot is acceptable at all, Overlap says so and offers concrete relaxations — make someone optional, widen the hours, extend the window — with the number of slots each one would open. Sometimes the fairest meeting is two meetings, or a recording and a written update. A scheduling tool should help you see that, too.',
        },
      ],
    },
  ],
};
