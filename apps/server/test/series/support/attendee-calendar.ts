import ICAL from 'ical.js';
import { expect } from 'vitest';

/**
 * An attendee's calendar on a real CalDAV server, kept as a calendar app keeps it: one resource per UID,
 * and each iTIP message (RFC 5546) applied to it component by component. A component is the master
 * (no RECURRENCE-ID) or one instance (its RECURRENCE-ID); a message's component replaces the stored one
 * with the same RECURRENCE-ID when its SEQUENCE is not lower, and stored components it does not name
 * stay, as apps that keep per-instance exceptions (Google Calendar, Outlook) do.
 */
export function attendeeCalendar(calendarUrl: string, authorization: string) {
  const resourceOf = (uid: string) => `${calendarUrl}${encodeURIComponent(uid)}.ics`;

  async function stored(uid: string): Promise<ICAL.Component | null> {
    const res = await fetch(resourceOf(uid), { headers: { authorization } });
    if (res.status === 404) return null;
    expect(res.status).toBe(200);
    return new ICAL.Component(ICAL.parse(await res.text()));
  }

  async function put(uid: string, calendar: ICAL.Component): Promise<void> {
    const res = await fetch(resourceOf(uid), {
      method: 'PUT',
      headers: { authorization, 'content-type': 'text/calendar; charset=utf-8' },
      body: calendar.toString(),
    });
    await res.arrayBuffer();
    expect([201, 204]).toContain(res.status);
  }

  const instanceKey = (event: ICAL.Component) => String(event.getFirstPropertyValue('recurrence-id') ?? '');
  const sequenceOf = (event: ICAL.Component) => Number(event.getFirstPropertyValue('sequence') ?? 0);

  return {
    /** Applies a REQUEST or CANCEL as received, and stores the result on the server. */
    async receive(message: string): Promise<void> {
      const incoming = new ICAL.Component(ICAL.parse(message));
      incoming.removeAllProperties('method');
      const events = incoming.getAllSubcomponents('vevent');
      const uid = String(events[0]!.getFirstPropertyValue('uid'));
      const calendar = (await stored(uid)) ?? incoming;
      if (calendar !== incoming) {
        for (const zone of incoming.getAllSubcomponents('vtimezone')) {
          const tzid = zone.getFirstPropertyValue('tzid');
          const known = calendar
            .getAllSubcomponents('vtimezone')
            .some((z) => z.getFirstPropertyValue('tzid') === tzid);
          if (!known) calendar.addSubcomponent(zone);
        }
        for (const event of events) {
          const same = calendar
            .getAllSubcomponents('vevent')
            .find((e) => instanceKey(e) === instanceKey(event));
          if (same && sequenceOf(same) > sequenceOf(event)) continue;
          if (same) calendar.removeSubcomponent(same);
          calendar.addSubcomponent(event);
        }
      }
      await put(uid, calendar);
    },

    /**
     * The occurrences a calendar app shows, read back from the server: ical.js expands the series with
     * its instances related to it, and an instance whose STATUS is CANCELLED is not shown.
     */
    async occurrences(uid: string): Promise<string[]> {
      const calendar = await stored(uid);
      if (!calendar) return [];
      const zones = calendar.getAllSubcomponents('vtimezone').map((z) => new ICAL.Timezone(z));
      for (const zone of zones) ICAL.TimezoneService.register(zone);
      try {
        const [master, ...exceptions] = [...calendar.getAllSubcomponents('vevent')]
          .sort((a, b) => instanceKey(a).localeCompare(instanceKey(b)))
          .map((e) => new ICAL.Event(e));
        if (!master) return [];
        for (const exception of exceptions) master.relateException(exception);
        const shown: string[] = [];
        const iterator = master.iterator();
        for (let next = iterator.next(); next && shown.length < 60; next = iterator.next()) {
          const details = master.getOccurrenceDetails(next);
          if (details.item.component.getFirstPropertyValue('status') === 'CANCELLED') continue;
          shown.push(details.startDate.toJSDate().toISOString());
        }
        return shown;
      } finally {
        for (const zone of zones) ICAL.TimezoneService.remove(zone.tzid);
      }
    },
  };
}
