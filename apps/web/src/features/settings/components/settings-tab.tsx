import { LoadingScreen } from '@/components/ui/loading-screen';
import { useT } from '@/i18n';
import { detectTimeZone } from '@/lib/time-zones';
import { useSettings } from '../api/settings-api';
import { ApiKeysSection } from './api-keys/api-keys-section';
import { SettingsForm } from './settings-form';
import { WebhooksSection } from './webhooks/webhooks-section';
import { YourDataSection } from './your-data/your-data-section';

export default function SettingsTab() {
  const t = useT('settings');
  const settings = useSettings();
  if (!settings.data) return <LoadingScreen label={t('loading')} />;
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{t('intro')}</p>
      </header>
      <SettingsForm initial={settings.data} />
      <ApiKeysSection zone={settings.data.timeZone ?? detectTimeZone()} />
      <WebhooksSection />
      <YourDataSection />
    </div>
  );
}
