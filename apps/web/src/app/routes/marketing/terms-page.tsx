import { PageShell } from '@/components/layout/page-shell';
import { LegalPageBody } from '@/features/marketing/components/legal-page-body';
import { TERMS_OF_SERVICE } from '@/features/marketing/data/legal/terms-of-service';
import { useT } from '@/i18n';

export default function TermsPage() {
  const t = useT('marketing');
  return (
    <PageShell title={t('terms.title')} intro={t('terms.intro')}>
      <LegalPageBody name="terms" document={TERMS_OF_SERVICE} />
    </PageShell>
  );
}
