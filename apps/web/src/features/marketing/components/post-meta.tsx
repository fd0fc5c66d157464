import { formatIsoDate } from '../format-date';
import { useLocale, useT } from '@/i18n';
import type { BlogPost } from '../types';

export function PostMeta({ post }: { post: BlogPost }) {
  const t = useT('marketing');
  const blog = useT('blog');
  const locale = useLocale();
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-500 dark:text-slate-400">
      <time dateTime={post.date}>{formatIsoDate(post.date, locale)}</time>
      <span aria-hidden="true">·</span>
      <span>{blog(post.author)}</span>
      <span aria-hidden="true">·</span>
      <span>{t('blog.readingTime', { minutes: post.readingMinutes })}</span>
    </p>
  );
}

export function PostTags({ tags }: { tags: BlogPost['tags'] }) {
  const t = useT('marketing');
  const blog = useT('blog');
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('blog.topics')}>
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700 dark:bg-brand-700/30 dark:text-brand-100"
        >
          {blog(tag)}
        </li>
      ))}
    </ul>
  );
}
