import { PageShell } from '@/components/layout/page-shell';

export default function BlogPostPage() {
  return (
    <PageShell title="Blog">
      <p className="text-center text-slate-600 dark:text-slate-400">Blog post</p>
    </PageShell>
  );
}
