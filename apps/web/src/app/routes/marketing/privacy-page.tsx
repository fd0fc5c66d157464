import { PageShell } from '@/components/layout/page-shell';
import { LegalPageBody } from '@/features/marketing/components/legal-page-body';
import { PRIVACY_POLICY } from '@/features/marketing/data/legal/privacy-policy';
import { useT } from '@/i18n';

export default function PrivacyPage() {
  const t = useT('marketing');
  return (
    <PageShell title={t('privacy.title')} intro={t('privacy.intro')}>
      <LegalPageBody name="privacy" document={PRIVACY_POLICY} />
    </PageShell>
  );
}
