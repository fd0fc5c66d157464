import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { appWithPeopleForFile } from '../auth/support/signed-in-user';
import { SMTP_NOWHERE } from '../support/test-app';
import { dataOf, typedClient } from '../support/typed-client';
import { bookMeeting, meetingRequest, tokenOf } from './meeting-fixtures';

// Monday 08:00 UTC; the meeting is booked for Wednesday 14:00 UTC.
const NOW = '2029-05-07T08:00:00.000Z';
const pinned = { 'x-overlap-test-now': NOW };
const START = Date.parse('2029-05-09T14:00:00Z');

const PEOPLE = [
  { email: 'ana@example.com', name: 'Ana Ruiz', required: true },
  { email: 'ben@example.com', name: 'Ben Okafor', required: true },
  { email: 'cy@example.com', required: false },
  { email: 'dee@example.com', name: 'Dee Park', required: false },
];

const bed = appWithPeopleForFile({ TEST_CLOCK_HEADER: 'true', ...SMTP_NOWHERE });

interface Attendee {
  address: string;
  cn: string | null;
  role: string;
  partstat: string;
  rsvp: string;
}

/** The REQUEST's people as a calendar app reads them (ical.js). */
function peopleOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent('vevent')!;
  const attendees: Attendee[] = event.getAllProperties('attendee').map((p) => ({
    address: String(p.getFirstValue()),
    cn: (p.getParameter('cn') as string | undefined) ?? null,
    role: String(p.getParameter('role')),
    partstat: String(p.getParameter('partstat')),
    rsvp: String(p.getParameter('rsvp')),
  }));
  return {
    method: calendar.getFirstPropertyValue('method'),
    organizer: String(event.getFirstPropertyValue('organizer')),
    attendees: attendees.sort((a, b) => a.address.localeCompare(b.address)),
  };
}

async function emailsOf(title: string, templateKey: string) {
  const result = await bed.t.database.db.execute(
    `select template_key, to_address, text, ics from outbox order by created_at, to_address`,
  );
  return (
    result as unknown as { rows: { template_key: string; to_address: string; text: string; ics: string }[] }
  ).rows.filter((r) => r.template_key === templateKey && r.text.includes(title));
}
const scheduledEmails = (title: string) => emailsOf(title, 'scheduled');
const updatedEmails = (title: string) => emailsOf(title, 'meeting_updated');

/** A meeting with four guests (two optional), Dee answering "can't make it" to the request, booked. */
async function bookedMeeting(title: string, hideGuestList?: boolean) {
  const created = await bed.t.app.inject({
    method: 'POST',
    url: '/api/meetings',
    headers: { ...bed.olga.headers, ...pinned },
    payload: {
      ...meetingRequest({
        title,
        participants: PEOPLE,
        windowStart: '2029-05-08T00:00:00Z',
        windowEnd: '2029-05-12T00:00:00Z',
      }),
      ...(hideGuestList === undefined ? {} : { hideGuestList }),
    },
  });
  expect(created.statusCode).toBe(201);
  const meeting = created.json() as {
    id: string;
    hideGuestList: boolean;
    participants: { email: string; link: string }[];
  };
  const tokens = Object.fromEntries(meeting.participants.map((p) => [p.email, tokenOf(p.link)]));
  const declined = await bed.t.app.inject({
    method: 'POST',
    url: `/api/participant/decline?token=${tokens['dee@example.com']}`,
    headers: pinned,
    payload: { note: '' },
  });
  expect(declined.statusCode).toBe(200);
  await bookMeeting(bed.t, { ...bed.olga.headers, ...pinned }, meeting.id, START);
  return { meeting, tokens };
}

const view = async (token: string) =>
  (await bed.t.app.inject({ url: `/api/participant/meeting?token=${token}`, headers: pinned })).json();

describe('the guest list', () => {
  it('lists everyone coming in each invitation, optional people as OPT-PARTICIPANT, with what is known of their answers', async () => {
    const title = 'Guest list shown';
    const { meeting, tokens } = await bookedMeeting(title);
    expect(meeting.hideGuestList).toBe(false);
    // Ben accepts from his page: the next copy says so.
    const accepted = await bed.t.app.inject({
      method: 'POST',
      url: `/api/participant/booked-response?token=${tokens['ben@example.com']}`,
      headers: pinned,
      payload: { response: 'accepted' },
    });
    expect(accepted.statusCode).toBe(200);

    const emails = await scheduledEmails(title);
    // Dee declined the request: no invitation, and nobody's invitation names her.
    expect(emails.map((e) => e.to_address).sort()).toEqual([
      'ana@example.com',
      'ben@example.com',
      'cy@example.com',
    ]);
    for (const email of emails) {
      const read = peopleOf(email.ics);
      expect(read.method).toBe('REQUEST');
      expect(read.organizer).toBe('mailto:olga@example.com');
      expect(read.attendees).toEqual([
        {
          address: 'mailto:ana@example.com',
          cn: 'Ana Ruiz',
          role: 'REQ-PARTICIPANT',
          partstat: 'NEEDS-ACTION',
          rsvp: 'TRUE',
        },
        {
          address: 'mailto:ben@example.com',
          cn: 'Ben Okafor',
          role: 'REQ-PARTICIPANT',
          partstat: 'NEEDS-ACTION',
          rsvp: 'TRUE',
        },
        {
          address: 'mailto:cy@example.com',
          cn: null,
          role: 'OPT-PARTICIPANT',
          partstat: 'NEEDS-ACTION',
          rsvp: 'TRUE',
        },
      ]);
    }
    const toAna = emails.find((e) => e.to_address === 'ana@example.com')!;
    expect(toAna.text).toContain('Also invited: Ben Okafor and cy@example.com (optional)');
    expect(toAna.text).not.toContain('Dee');

    // The next copy (a new video link, SEQUENCE + 1) carries what is known now: Ben comes.
    const changed = await bed.t.app.inject({
      method: 'PATCH',
      url: `/api/meetings/${meeting.id}/settings`,
      headers: { ...bed.olga.headers, ...pinned },
      payload: { videoLink: { kind: 'link', url: 'https://zoom.us/j/42' } },
    });
    expect(changed.statusCode).toBe(200);
    const updates = await updatedEmails(title);
    expect(updates).toHaveLength(3);
    for (const email of updates)
      expect(peopleOf(email.ics).attendees.map((a) => `${a.address} ${a.role} ${a.partstat}`)).toEqual([
        'mailto:ana@example.com REQ-PARTICIPANT NEEDS-ACTION',
        'mailto:ben@example.com REQ-PARTICIPANT ACCEPTED',
        'mailto:cy@example.com OPT-PARTICIPANT NEEDS-ACTION',
      ]);

    const ana = await view(tokens['ana@example.com']!);
    expect(ana.meeting.hideGuestList).toBe(false);
    expect(ana.guests).toEqual([
      { name: 'Ana Ruiz', email: 'ana@example.com', required: true, response: 'needs-action', you: true },
      { name: 'Ben Okafor', email: 'ben@example.com', required: true, response: 'accepted', you: false },
      { name: null, email: 'cy@example.com', required: false, response: 'needs-action', you: false },
    ]);
  });

  it('hidden by the organizer: each invitation names only its guest and the organizer, and nobody else is listed', async () => {
    const title = 'Guest list hidden';
    const { meeting, tokens } = await bookedMeeting(title, true);
    expect(meeting.hideGuestList).toBe(true);
    const detail = await bed.t.app.inject({
      url: `/api/meetings/${meeting.id}`,
      headers: { ...bed.olga.headers, ...pinned },
    });
    expect(detail.json().hideGuestList).toBe(true);

    const emails = await scheduledEmails(title);
    expect(emails).toHaveLength(3);
    for (const email of emails) {
      const read = peopleOf(email.ics);
      expect(read.organizer).toBe('mailto:olga@example.com');
      expect(read.attendees.map((a) => a.address)).toEqual([`mailto:${email.to_address}`]);
      expect(email.text).not.toContain('Also invited');
      for (const other of PEOPLE.filter((p) => p.email !== email.to_address))
        expect(email.ics).not.toContain(other.email);
    }
    const cy = peopleOf(emails.find((e) => e.to_address === 'cy@example.com')!.ics);
    expect(cy.attendees[0]).toMatchObject({ role: 'OPT-PARTICIPANT', cn: null });

    const ana = await view(tokens['ana@example.com']!);
    expect(ana.meeting.hideGuestList).toBe(true);
    expect(ana.guests).toBeNull();
    expect(JSON.stringify(ana)).not.toContain('ben@example.com');
  });

  it('is not shown before a time is booked', async () => {
    const created = await bed.t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: { ...bed.olga.headers, ...pinned },
      payload: meetingRequest({
        title: 'Not booked yet',
        participants: PEOPLE,
        windowStart: '2029-05-08T00:00:00Z',
        windowEnd: '2029-05-12T00:00:00Z',
      }),
    });
    const token = tokenOf(created.json().participants[0].link);
    const before = await view(token);
    expect(before.guests).toBeNull();
    expect(JSON.stringify(before)).not.toContain('ben@example.com');
  });

  it('is accepted by the public API', async () => {
    const key = await bed.t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: { ...bed.olga.headers, ...pinned },
      payload: { name: 'Guest list script', scopes: ['meetings:read', 'meetings:write'] },
    });
    expect(key.statusCode).toBe(201);
    const created = await typedClient(bed.t.app, key.json().key, pinned).POST('/api/v1/meetings', {
      body: {
        ...meetingRequest({
          title: 'Hidden by script',
          windowStart: '2029-05-08T00:00:00Z',
          windowEnd: '2029-05-12T00:00:00Z',
        }),
        hideGuestList: true,
      },
    });
    expect(dataOf(created, 201).hideGuestList).toBe(true);
  });

  it('refuses a guest-list choice that is not on or off', async () => {
    const res = await bed.t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: { ...bed.olga.headers, ...pinned },
      payload: { ...meetingRequest({ title: 'Bad choice' }), hideGuestList: 'yes' },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('Hide the guest list must be on or off');
  });
});
