import { davStatusError } from './dav-status';
import { davCall, type DavSession } from './dav-reports';

/** Where this adapter stores the event with `uid`: the object named after the UID in the calendar. */
export function objectUrlFor(calendarId: string, uid: string): string {
  return new URL(`${encodeURIComponent(uid)}.ics`, calendarId.endsWith('/') ? calendarId : `${calendarId}/`)
    .href;
}

export type ObjectAtUrl = { state: 'ours'; etag?: string } | { state: 'absent' } | { state: 'other' };

/** What the object at `url` is: the event `uid` (with its ETag), nothing, or another event. */
export async function objectByUid(session: DavSession, url: string, uid: string): Promise<ObjectAtUrl> {
  const response = await davCall('read event', () => session.fetch(url, { headers: session.headers }));
  if (response.status === 404 || response.status === 410) return { state: 'absent' };
  const text = await response.text();
  if (!response.ok) throw davStatusError(response.status, 'read event');
  const unfolded = text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  if (!unfolded.includes(`UID:${uid}`)) return { state: 'other' };
  const etag = response.headers.get('etag');
  return { state: 'ours', ...(etag ? { etag } : {}) };
}
