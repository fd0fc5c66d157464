import type { SlotPerson } from '../components/time-slot-card';

/** A worked example used on the Blocks and How it works pages: a June planning call across three offices. */
export const SAMPLE_SLOTS: readonly {
  day: string;
  time: string;
  people: readonly SlotPerson[];
  reason: string;
}[] = [
  {
    day: 'Tuesday, June 9',
    time: '8:00 – 8:30 AM San Francisco',
    people: [
      { name: 'Maya', city: 'San Francisco', localTime: '08:00', state: 'free' },
      { name: 'Tom', city: 'London', localTime: '16:00', state: 'free' },
      { name: 'Priya', city: 'Bangalore', localTime: '20:30', state: 'free' },
    ],
    reason: 'Everyone free. Fairest of the week: nobody joins at night; Priya’s 20:30 is the latest start.',
  },
  {
    day: 'Wednesday, June 10',
    time: '7:30 – 8:00 AM San Francisco',
    people: [
      { name: 'Maya', city: 'San Francisco', localTime: '07:30', state: 'if-need-be' },
      { name: 'Tom', city: 'London', localTime: '15:30', state: 'free' },
      { name: 'Priya', city: 'Bangalore', localTime: '20:00', state: 'free' },
    ],
    reason: 'Everyone can attend, but Maya marked this “if need be”.',
  },
  {
    day: 'Thursday, June 11',
    time: '10:00 – 10:30 AM San Francisco',
    people: [
      { name: 'Maya', city: 'San Francisco', localTime: '10:00', state: 'free' },
      { name: 'Tom', city: 'London', localTime: '18:00', state: 'free' },
      { name: 'Priya', city: 'Bangalore', localTime: '22:30', state: 'unknown' },
    ],
    reason: 'Priya has not answered for Thursday, and 22:30 is night for her.',
  },
];
