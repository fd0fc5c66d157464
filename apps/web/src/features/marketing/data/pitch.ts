import type { MessageKey } from '@/i18n';

type BlogKey = MessageKey<'blog'>;

export const PITCH_BLOCKS: readonly { id: string; heading: BlogKey; paragraphs: readonly BlogKey[] }[] = [
  { id: 'problem', heading: 'pitch.problem.heading', paragraphs: ['pitch.problem.p1', 'pitch.problem.p2'] },
  {
    id: 'solution',
    heading: 'pitch.solution.heading',
    paragraphs: ['pitch.solution.p1', 'pitch.solution.p2'],
  },
  { id: 'why-now', heading: 'pitch.whyNow.heading', paragraphs: ['pitch.whyNow.p1', 'pitch.whyNow.p2'] },
  { id: 'market', heading: 'pitch.market.heading', paragraphs: ['pitch.market.p1', 'pitch.market.p2'] },
];

/** Product names stay as they are; what they do is `approach`/`gap` in the blog catalogue. */
export const COMPETITORS: readonly { name: string; approach: BlogKey; gap: BlogKey }[] = [
  { name: 'Doodle', approach: 'pitch.doodle.approach', gap: 'pitch.doodle.gap' },
  { name: 'Rallly', approach: 'pitch.rallly.approach', gap: 'pitch.rallly.gap' },
  { name: 'Cal.com', approach: 'pitch.calcom.approach', gap: 'pitch.calcom.gap' },
  { name: 'Outlook Scheduling Assistant', approach: 'pitch.outlook.approach', gap: 'pitch.outlook.gap' },
];

export const OVERLAP_EDGE: readonly BlogKey[] = [
  'pitch.edge.providers',
  'pitch.edge.ranks',
  'pitch.edge.dst',
  'pitch.edge.privacy',
  'pitch.edge.books',
];
