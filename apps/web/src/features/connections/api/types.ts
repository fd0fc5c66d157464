export type ProviderKind = 'google' | 'microsoft' | 'icloud' | 'caldav' | 'ics';

export interface ProviderOption {
  provider: ProviderKind;
  name: string;
  method: 'oauth' | 'form';
  available: boolean;
  unavailableReason?: string;
}

export interface ConnectedCalendar {
  id: string;
  name: string;
  timeZone: string | null;
  canWrite: boolean;
  checkConflicts: boolean;
  writeTarget: boolean;
}

export interface Connection {
  id: string;
  provider: ProviderKind;
  providerName: string;
  accountLabel: string;
  status: 'active' | 'needs_reconnect' | 'error';
  lastSyncedAt: string | null;
  lastError: string | null;
  calendars: ConnectedCalendar[];
}

export type FormConnectionInput =
  | { provider: 'caldav'; serverUrl: string; username: string; password: string }
  | { provider: 'icloud'; username: string; password: string }
  | { provider: 'ics'; feedUrl: string };

export interface BusyPreview {
  start: string;
  end: string;
  calendars: {
    id: string;
    name: string;
    checkConflicts: boolean;
    stale: boolean;
    fetchedAt: string | null;
    busy: { start: string; end: string; kind: 'busy' | 'tentative' }[];
  }[];
}
