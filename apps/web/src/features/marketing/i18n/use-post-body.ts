import { useLocale, useT, type MessageKey } from '@/i18n';
import { useSiteConfig } from '@/lib/site-config';
import { formatIsoDayMonth } from '../format-date';
import type { BlogPost, ContentSection } from '../types';
import { localizeProse } from './localize-prose';

/**
 * A post's body in the reader's language: each string of the English data is read from the posts
 * catalogue under `<post.messages>.<section id>.<path>`, with the post's dates written out by Intl and
 * `{answersDays}` as this server's retention, the number the privacy page states (worded without a
 * number until the server has said, as in the build's prerender).
 */
export function usePostBody(post: BlogPost): readonly ContentSection[] {
  const t = useT('posts');
  const blog = useT('blog');
  const locale = useLocale();
  const site = useSiteConfig();
  const dates = {
    ...Object.fromEntries(
      Object.entries(post.dates ?? {}).map(([name, isoDate]) => [name, formatIsoDayMonth(isoDate, locale)]),
    ),
    answersDays: site
      ? blog('post.retentionDays', { count: site.retention.answersDaysAfterClose })
      : blog('post.retentionDaysUnknown'),
  };
  return post.sections.map((section) =>
    localizeProse(section, (path) =>
      t(`${post.messages}.${section.id}.${path}` as MessageKey<'posts'>, dates),
    ),
  );
}
