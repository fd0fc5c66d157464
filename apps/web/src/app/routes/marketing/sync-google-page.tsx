import { ProviderFeaturePage } from '@/features/marketing/components/provider-feature-page';
import { GOOGLE_GUIDE } from '@/features/marketing/data/providers/google';

export default function SyncGooglePage() {
  return <ProviderFeaturePage guide={GOOGLE_GUIDE} slug="google" />;
}
