import type { BlogPost } from '../../types';
import { DST_MARCH_POST } from './dst-march';
import { FAIRNESS_POST } from './fairness';
import { WHAT_WE_READ_POST } from './what-we-read';

/** Every post, newest first. */
export const BLOG_POSTS: readonly BlogPost[] = [WHAT_WE_READ_POST, FAIRNESS_POST, DST_MARCH_POST].sort(
  (a, b) => b.date.localeCompare(a.date),
);

export function findPost(slug: string | undefined): BlogPost | undefined {
  return BLOG_POSTS.find((post) => post.slug === slug);
}
