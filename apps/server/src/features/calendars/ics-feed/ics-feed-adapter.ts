import { parseCalendar, type ParsedCalendar } from '../ical/calendar-events';
import type { SkippedInput } from '../ical/lenient-parse';
import { expandBusyTime } from '../ical/expand-busy-time';
import { CalendarProviderError, isProviderError } from '../provider-error';
import type {
  BusyTimeResult,
  CalendarProvider,
  CalendarSummary,
  EventRef,
  TimeRange,
} from '../provider-port';

export interface IcsFeedOptions {
  /** The secret iCal address; webcal:// and webcals:// are read over https. */
  feedUrl: string;
  /** The SSRF-guarded fetch: feed URLs are user-supplied. */
  fetch: typeof fetch;
  userZone: string;
  userAddresses?: readonly string[];
  now?: () => number;
  /** Told what a new copy of the feed held that could not be read (line numbers and property names only). */
  onSkipped?: (skipped: readonly SkippedInput[]) => void;
}

export function normaliseFeedUrl(url: string): string {
  const trimmed = url.trim();
  return /^webcals?:\/\//i.test(trimmed) ? trimmed.replace(/^webcals?:\/\//i, 'https://') : trimmed;
}

interface FeedSnapshot {
  parsed: ParsedCalendar;
  name: string | undefined;
  etag: string | null;
  lastModified: string | null;
  fetchedAt: number;
}

/** A read-only calendar from an ICS address. Keeps the last good copy: a failed refresh serves it marked stale. */
export class IcsFeedProvider implements CalendarProvider {
  readonly kind = 'ics' as const;
  readonly feedUrl: string;
  private snapshot: FeedSnapshot | null = null;
  private readonly now: () => number;

  constructor(private readonly options: IcsFeedOptions) {
    this.feedUrl = normaliseFeedUrl(options.feedUrl);
    this.now = options.now ?? Date.now;
  }

  /** Downloads the feed (conditionally when we have a copy) and checks that it is a calendar. */
  async refresh(): Promise<FeedSnapshot> {
    const headers: Record<string, string> = { accept: 'text/calendar, */*;q=0.5' };
    if (this.snapshot?.etag) headers['if-none-match'] = this.snapshot.etag;
    if (this.snapshot?.lastModified) headers['if-modified-since'] = this.snapshot.lastModified;
    const response = await this.options.fetch(this.feedUrl, { headers });
    const text = await response.text();
    if (response.status === 304 && this.snapshot) {
      this.snapshot = { ...this.snapshot, fetchedAt: this.now() };
      return this.snapshot;
    }
    if (response.status === 401 || response.status === 403) {
      throw new CalendarProviderError(
        'needs-reconnect',
        'The calendar address no longer works (it may have been reset)',
        {
          status: response.status,
        },
      );
    }
    if (response.status === 404 || response.status === 410) {
      throw new CalendarProviderError('not-a-calendar', 'No calendar at this address', {
        status: response.status,
      });
    }
    if (!response.ok) {
      throw new CalendarProviderError('provider-error', `The calendar address answered ${response.status}`, {
        status: response.status,
      });
    }
    if (!/^\uFEFF?\s*BEGIN:VCALENDAR/i.test(text)) {
      throw new CalendarProviderError('not-a-calendar', 'This address does not return an iCalendar feed');
    }
    let parsed: ParsedCalendar;
    try {
      parsed = parseCalendar(text);
    } catch (error) {
      if (isProviderError(error)) throw error;
      throw new CalendarProviderError('not-a-calendar', 'The feed is not valid iCalendar', { cause: error });
    }
    if (parsed.skipped.length > 0) this.options.onSkipped?.(parsed.skipped);
    const name = /^X-WR-CALNAME:(.*)$/im.exec(text)?.[1]?.trim();
    this.snapshot = {
      parsed,
      name,
      etag: response.headers.get('etag'),
      lastModified: response.headers.get('last-modified'),
      fetchedAt: this.now(),
    };
    return this.snapshot;
  }

  async listCalendars(): Promise<CalendarSummary[]> {
    const snapshot = await this.refresh();
    return [
      { id: this.feedUrl, name: snapshot.name ?? new URL(this.feedUrl).host, primary: true, canWrite: false },
    ];
  }

  async readBusyTime(_calendarIds: string[], range: TimeRange): Promise<BusyTimeResult> {
    let snapshot: FeedSnapshot;
    let fresh = true;
    try {
      snapshot = await this.refresh();
    } catch (error) {
      // Unreachable or failing for now: serve the last good copy, clearly marked stale.
      const transient =
        error instanceof CalendarProviderError &&
        ['unreachable', 'provider-error', 'rate-limited'].includes(error.code);
      if (!this.snapshot || !transient) throw error;
      snapshot = this.snapshot;
      fresh = false;
    }
    const intervals = expandBusyTime(snapshot.parsed, {
      range,
      userZone: this.options.userZone,
      userAddresses: this.options.userAddresses ?? [],
    });
    return { intervals, fresh, fetchedAt: snapshot.fetchedAt, skipped: snapshot.parsed.skipped.length };
  }

  private readOnly(): never {
    throw new CalendarProviderError(
      'provider-error',
      'An ICS feed is read-only: choose another calendar for new meetings',
    );
  }

  async createEvent(): Promise<EventRef> {
    return this.readOnly();
  }

  async updateEvent(): Promise<EventRef> {
    return this.readOnly();
  }

  async findEventByUid(): Promise<EventRef | null> {
    return null;
  }

  async deleteEvent(): Promise<void> {
    this.readOnly();
  }
}
