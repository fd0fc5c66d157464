import { formatIsoDate } from '../format-date';
import type { BlogPost } from '../types';

export function PostMeta({ post }: { post: BlogPost }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-500 dark:text-slate-400">
      <time dateTime={post.date}>{formatIsoDate(post.date)}</time>
      <span aria-hidden="true">·</span>
      <span>{post.author}</span>
      <span aria-hidden="true">·</span>
      <span>{post.readingMinutes} min read</span>
    </p>
  );
}

export function PostTags({ tags }: { tags: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Topics">
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700 dark:bg-brand-700/30 dark:text-brand-100"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}
