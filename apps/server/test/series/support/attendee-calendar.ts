import ICAL from 'ical.js';
import { expect } from 'vitest';

/**
 * How an app applies an iTIP message (RFC 5546) to its copy of an event. `keeps-instances`: component by
 * component, the master (no RECURRENCE-ID) or one instance (its RECURRENCE-ID); a message's component
 * replaces the stored one with the same RECURRENCE-ID unless that has a higher SEQUENCE, and stored
 * components the message does not name stay (as apps that keep per-instance exceptions do).
 * `replaces-series`: a REQUEST with the series replaces the whole copy, and an instance's CANCEL
 * becomes an EXDATE on the stored series (as apps that fold cancelled dates into the series do).
 */
export type ItipHandling = 'keeps-instances' | 'replaces-series';

/** An attendee's calendar on a real CalDAV server, one resource per UID, kept as `handling` says. */
export function attendeeCalendar(calendarUrl: string, authorization: string, handling: ItipHandling) {
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
      const method = incoming.getFirstPropertyValue('method');
      incoming.removeAllProperties('method');
      const events = incoming.getAllSubcomponents('vevent');
      const uid = String(events[0]!.getFirstPropertyValue('uid'));
      const calendar = (await stored(uid)) ?? incoming;
      const series = calendar.getAllSubcomponents('vevent').find((e) => instanceKey(e) === '');
      if (handling === 'replaces-series' && method === 'CANCEL' && series) {
        for (const event of events) {
          const exdate = series.addPropertyWithValue('exdate', event.getFirstPropertyValue('recurrence-id')!);
          exdate.setParameter('tzid', event.getFirstProperty('recurrence-id')!.getParameter('tzid')!);
        }
        series.updatePropertyWithValue('sequence', sequenceOf(events[0]!));
      } else if (handling === 'replaces-series' && events.some((e) => instanceKey(e) === '')) {
        await put(uid, incoming);
        return;
      } else if (calendar !== incoming) {
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
