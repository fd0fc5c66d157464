import { PageShell } from '@/components/layout/page-shell';
import { LegalDocumentView } from '@/features/marketing/components/legal-document-view';
import { CONTACT } from '@/features/marketing/data/contact';
import { TERMS_OF_SERVICE } from '@/features/marketing/data/legal/terms-of-service';
import { useLocalizedProse } from '@/features/marketing/i18n/use-localized-prose';
import { useT } from '@/i18n';

export default function TermsPage() {
  const t = useT('marketing');
  const localized = useLocalizedProse('legal', 'terms', TERMS_OF_SERVICE, CONTACT);
  return (
    <PageShell title={t('terms.title')} intro={t('terms.intro')}>
      <LegalDocumentView document={localized} />
    </PageShell>
  );
}
