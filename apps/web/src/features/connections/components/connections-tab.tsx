import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useConnections } from '../api/connections-api';
import { errorText } from '../api/error-text';
import { BusyPreview } from './busy-preview';
import { ConnectionCard } from './connection-card';

/** The dashboard's Connections tab: each connection with its calendars, and what Overlap sees. */
export default function ConnectionsTab() {
  const connections = useConnections();
  if (connections.isError) return <p role="alert">{errorText(connections.error)}</p>;
  if (!connections.data) return <LoadingScreen label="Loading your connections..." />;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Connections</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            Overlap reads when you are busy, never what your events say.
          </p>
        </div>
        <Button asChild>
          <Link to="/connect-calendar">Connect a calendar</Link>
        </Button>
      </header>
      {connections.data.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">No calendars connected yet.</p>
      ) : (
        <ul className="flex flex-col gap-4" aria-label="Calendar connections">
          {connections.data.map((connection) => (
            <ConnectionCard key={connection.id} connection={connection} />
          ))}
        </ul>
      )}
      <BusyPreview />
    </div>
  );
}
