import { PageShell } from '@/components/layout/page-shell';
import { LegalDocumentView } from '@/features/marketing/components/legal-document-view';
import { TERMS_OF_SERVICE } from '@/features/marketing/data/legal/terms-of-service';

export default function TermsPage() {
  return (
    <PageShell title="Terms of Service" intro="The agreement for using Overlap, in plain language.">
      <LegalDocumentView document={TERMS_OF_SERVICE} />
    </PageShell>
  );
}
