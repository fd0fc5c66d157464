import { ProviderFeaturePage } from '@/features/marketing/components/provider-feature-page';
import { MICROSOFT_GUIDE } from '@/features/marketing/data/providers/microsoft';

export default function SyncMicrosoftPage() {
  return <ProviderFeaturePage guide={MICROSOFT_GUIDE} slug="microsoft" />;
}
