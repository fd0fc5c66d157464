import { useLocale, useT, type MessageKey } from '@/i18n';
import { formatIsoDayMonth } from '../format-date';
import type { BlogPost, ContentSection } from '../types';
import { localizeProse } from './localize-prose';

/**
 * A post's body in the reader's language: each string of the English data is read from the posts
 * catalogue under `<post.messages>.<section id>.<path>`, with the post's dates written out by Intl.
 */
export function usePostBody(post: BlogPost): readonly ContentSection[] {
  const t = useT('posts');
  const locale = useLocale();
  const dates = Object.fromEntries(
    Object.entries(post.dates ?? {}).map(([name, isoDate]) => [name, formatIsoDayMonth(isoDate, locale)]),
  );
  return post.sections.map((section) =>
    localizeProse(section, (path) =>
      t(`${post.messages}.${section.id}.${path}` as MessageKey<'posts'>, dates),
    ),
  );
}
