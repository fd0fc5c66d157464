import { PageShell } from '@/components/layout/page-shell';
import { LegalDocumentView } from '@/features/marketing/components/legal-document-view';
import { PRIVACY_POLICY } from '@/features/marketing/data/legal/privacy-policy';

export default function PrivacyPage() {
  return (
    <PageShell title="Privacy Policy" intro="Busy, not why: what Overlap reads, keeps and never touches.">
      <LegalDocumentView document={PRIVACY_POLICY} />
    </PageShell>
  );
}
