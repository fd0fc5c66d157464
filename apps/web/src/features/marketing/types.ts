import type { LucideIcon } from 'lucide-react';
import type { MessageKey } from '@/i18n';

type BlogKey = MessageKey<'blog'>;

/** One block of running text. Strings are plain text: no markdown, no HTML. */
export type ContentBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[]; ordered?: boolean }
  | { kind: 'note'; title: string; text: string }
  | { kind: 'example'; caption: string; rows: readonly { label: string; value: string }[] };

export interface ContentSection {
  /** Anchor id, unique within the page. */
  id: string;
  heading: string;
  blocks: readonly ContentBlock[];
}

export interface BlogPost {
  slug: string;
  title: BlogKey;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  author: BlogKey;
  readingMinutes: number;
  summary: BlogKey;
  tags: readonly BlogKey[];
  /** Prefix of the body's messages in the posts catalogue, e.g. `dstMarch`. */
  messages: string;
  /** Calendar dates (ISO) the body names as ICU arguments, written out in the reader's language. */
  dates?: Readonly<Record<string, string>>;
  /** The English body; every language, English included, reads it from the posts catalogue. */
  sections: readonly ContentSection[];
}

export interface LegalDocument {
  /** ISO date, YYYY-MM-DD. */
  effectiveDate: string;
  lead: string;
  sections: readonly ContentSection[];
}

export interface Step {
  title: string;
  body: string;
}

export interface Question {
  question: string;
  answer: string;
}

export interface ProviderGuide {
  /** Document title, e.g. 'Sync Google Calendar'. */
  title: string;
  /** This page's route, so the page can link to the other providers. */
  route: string;
  icon: LucideIcon;
  heading: string;
  intro: string;
  /** Key facts shown beside the intro. */
  facts: readonly { label: string; value: string }[];
  steps: readonly Step[];
  reads: readonly string[];
  neverReads: readonly string[];
  writes: readonly string[];
  /** Extra context shown after the data lists: permissions, why a password, and so on. */
  details: readonly ContentSection[];
  disconnect: readonly string[];
  troubleshooting: readonly Question[];
}
