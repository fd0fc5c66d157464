import { ArrowLeft } from 'lucide-react';
import { PUBLIC_ROUTES } from '@overlap/contracts';
import { Link, useParams } from 'react-router';
import NotFoundPage from '@/app/routes/not-found-page';
import { CtaBand } from '@/features/marketing/components/cta-band';
import { ContentSections } from '@/features/marketing/components/content-blocks';
import { PostMeta, PostTags } from '@/features/marketing/components/post-meta';
import { BLOG_POSTS, findPost } from '@/features/marketing/data/blog';
import { usePostBody } from '@/features/marketing/i18n/use-post-body';
import type { BlogPost } from '@/features/marketing/types';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useT } from '@/i18n';

function Post({ post }: { post: BlogPost }) {
  const t = useT('blog');
  useDocumentTitle(t(post.title));
  const body = usePostBody(post);
  const more = BLOG_POSTS.filter((other) => other.slug !== post.slug).slice(0, 2);
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <article className="mx-auto max-w-2xl">
        <Link
          to={PUBLIC_ROUTES.blog}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:underline dark:text-brand-100"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {t('post.allPosts')}
        </Link>
        <header className="mt-6 border-b border-slate-200 pb-8 dark:border-slate-800">
          <PostTags tags={post.tags} />
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{t(post.title)}</h1>
          <p className="mt-4 text-lg leading-8 text-slate-600 dark:text-slate-400">{t(post.summary)}</p>
          <div className="mt-4">
            <PostMeta post={post} />
          </div>
        </header>
        <div className="mt-10 text-base sm:text-lg">
          <ContentSections sections={body} />
        </div>
      </article>
      <nav
        aria-labelledby="more-posts"
        className="mx-auto mt-16 max-w-2xl border-t border-slate-200 pt-8 dark:border-slate-800"
      >
        <h2 id="more-posts" className="text-lg font-semibold">
          {t('post.more')}
        </h2>
        <ul className="mt-4 space-y-3">
          {more.map((other) => (
            <li key={other.slug}>
              <Link
                to={`${PUBLIC_ROUTES.blog}/${other.slug}`}
                className="font-medium text-brand-600 hover:underline dark:text-brand-100"
              >
                {t(other.title)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <CtaBand heading={t('post.ctaHeading')} body={t('post.ctaBody')} />
    </div>
  );
}

export default function BlogPostPage() {
  const { slug } = useParams();
  const post = findPost(slug);
  // Keyed by slug so moving between posts starts each one fresh (scroll position, title).
  return post ? <Post key={post.slug} post={post} /> : <NotFoundPage />;
}
