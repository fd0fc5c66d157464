import { PageShell } from '@/components/layout/page-shell';
import { LegalDocumentView } from '@/features/marketing/components/legal-document-view';
import { CONTACT } from '@/features/marketing/data/contact';
import { PRIVACY_POLICY } from '@/features/marketing/data/legal/privacy-policy';
import { useLocalizedProse } from '@/features/marketing/i18n/use-localized-prose';
import { useT } from '@/i18n';

export default function PrivacyPage() {
  const t = useT('marketing');
  const localized = useLocalizedProse('legal', 'privacy', PRIVACY_POLICY, CONTACT);
  return (
    <PageShell title={t('privacy.title')} intro={t('privacy.intro')}>
      <LegalDocumentView document={localized} />
    </PageShell>
  );
}
