import { connectCalDav, icloudCalDavUrl, type CalDavOptions, type CalDavProvider } from './caldav-adapter';

export type ICloudOptions = Omit<CalDavOptions, 'serverUrl' | 'kind'> & {
  /** Configurable so tests can use a local server; discovery then moves to the account's pNN-caldav host. */
  serverUrl?: string;
};

/** iCloud is CalDAV with an Apple ID and an app-specific password; iCloud e-mails attendees unless told not to. */
export function connectICloud(options: ICloudOptions): Promise<CalDavProvider> {
  return connectCalDav({
    ...options,
    serverUrl: options.serverUrl ?? icloudCalDavUrl,
    kind: 'icloud',
    clientSchedulesInvitations: options.clientSchedulesInvitations ?? true,
  });
}
