import { ArrowRight } from 'lucide-react';
import { PUBLIC_ROUTES } from '@overlap/contracts';
import { Link } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { CtaBand } from '@/features/marketing/components/cta-band';
import { PostMeta, PostTags } from '@/features/marketing/components/post-meta';
import { BLOG_POSTS } from '@/features/marketing/data/blog';
import { useT } from '@/i18n';

export default function BlogPage() {
  const t = useT('blog');
  return (
    <PageShell title={t('index.title')} heading={t('index.heading')} intro={t('index.intro')}>
      <ul className="mx-auto grid max-w-3xl gap-6">
        {BLOG_POSTS.map((post) => (
          <li key={post.slug}>
            <article
              aria-labelledby={`post-${post.slug}`}
              className="relative rounded-2xl border border-slate-200 bg-white p-6 transition-colors focus-within:border-brand-500 hover:border-brand-500 dark:border-slate-800 dark:bg-slate-900"
            >
              <PostTags tags={post.tags} />
              <h2 id={`post-${post.slug}`} className="mt-3 text-xl font-semibold tracking-tight sm:text-2xl">
                <Link
                  to={`${PUBLIC_ROUTES.blog}/${post.slug}`}
                  className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
                >
                  {t(post.title)}
                </Link>
              </h2>
              <div className="mt-2">
                <PostMeta post={post} />
              </div>
              <p className="mt-3 leading-7 text-slate-600 dark:text-slate-400">{t(post.summary)}</p>
              <p
                className="mt-4 flex items-center gap-1 text-sm font-medium text-brand-600 dark:text-brand-100"
                aria-hidden="true"
              >
                {t('index.readPost')} <ArrowRight className="h-4 w-4" />
              </p>
            </article>
          </li>
        ))}
      </ul>
      <CtaBand heading={t('index.ctaHeading')} body={t('index.ctaBody')} />
    </PageShell>
  );
}
