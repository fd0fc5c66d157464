import { LoadingScreen } from '@/components/ui/loading-screen';
import { detectTimeZone } from '@/lib/time-zones';
import { useSettings } from '../api/settings-api';
import { ApiKeysSection } from './api-keys/api-keys-section';
import { SettingsForm } from './settings-form';
import { WebhooksSection } from './webhooks/webhooks-section';

export default function SettingsTab() {
  const settings = useSettings();
  if (!settings.data) return <LoadingScreen label="Loading your settings..." />;
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold">Settings</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Your name, time zone and working hours guide every meeting Overlap proposes.
        </p>
      </header>
      <SettingsForm initial={settings.data} />
      <ApiKeysSection zone={settings.data.timeZone ?? detectTimeZone()} />
      <WebhooksSection />
    </div>
  );
}
