import { ProviderFeaturePage } from '@/features/marketing/components/provider-feature-page';
import { APPLE_GUIDE } from '@/features/marketing/data/providers/apple';

export default function SyncApplePage() {
  return <ProviderFeaturePage guide={APPLE_GUIDE} slug="apple" />;
}
