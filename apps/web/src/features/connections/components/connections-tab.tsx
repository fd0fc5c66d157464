import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useT } from '@/i18n';
import { useConnections } from '../api/connections-api';
import { errorText } from '../api/error-text';
import { BusyPreview } from './busy-preview';
import { ConnectionCard } from './connection-card';

/** The dashboard's Connections tab: each connection with its calendars, and what Overlap sees. */
export default function ConnectionsTab() {
  const t = useT('connections');
  const connections = useConnections();
  if (connections.isError) return <p role="alert">{errorText(connections.error)}</p>;
  if (!connections.data) return <LoadingScreen label={t('tab.loading')} />;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{t('tab.title')}</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">{t('tab.intro')}</p>
        </div>
        <Button asChild>
          <Link to="/connect-calendar">{t('tab.connect')}</Link>
        </Button>
      </header>
      {connections.data.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">{t('tab.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-4" aria-label={t('tab.listLabel')}>
          {connections.data.map((connection) => (
            <ConnectionCard key={connection.id} connection={connection} />
          ))}
        </ul>
      )}
      <BusyPreview />
    </div>
  );
}
