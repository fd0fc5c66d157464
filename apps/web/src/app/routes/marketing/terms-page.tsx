import { PageShell } from '@/components/layout/page-shell';
import { LegalDocumentView } from '@/features/marketing/components/legal-document-view';
import { TERMS_OF_SERVICE } from '@/features/marketing/data/legal/terms-of-service';
import { useT } from '@/i18n';

export default function TermsPage() {
  const t = useT('marketing');
  return (
    <PageShell title={t('terms.title')} intro={t('terms.intro')}>
      <LegalDocumentView document={TERMS_OF_SERVICE} />
    </PageShell>
  );
}
