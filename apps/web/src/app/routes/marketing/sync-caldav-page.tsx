import { ProviderFeaturePage } from '@/features/marketing/components/provider-feature-page';
import { CALDAV_GUIDE } from '@/features/marketing/data/providers/caldav';

export default function SyncCaldavPage() {
  return <ProviderFeaturePage guide={CALDAV_GUIDE} slug="caldav" />;
}
