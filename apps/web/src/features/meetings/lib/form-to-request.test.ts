import type { MeetingDetailDto } from '@overlap/contracts/schemas';
import { describe, expect, it } from 'vitest';
import { fieldKeyInForm, formToRequest, meetingToDraft } from './form-to-request';
import { completeDraft, defaultWindow } from './meeting-form';
import { validateForm } from './validate-form';

const NOW = Date.parse('2025-03-10T12:00:00Z');

function filledForm() {
  return completeDraft(
    {
      title: '  Design review ',
      description: 'Screens',
      duration: 45,
      participants: [
        { email: ' Ana@Example.com ', name: ' Ana ', required: true },
        { email: '', name: '', required: true },
        { email: 'ben@example.com', name: '', required: false },
      ],
      organizerZone: 'Europe/Berlin',
      allowedHours: { start: '09:00', end: '17:00' },
      deadline: '2025-03-15T18:00',
      location: ' ',
    },
    NOW,
    'UTC',
  );
}

describe('the default window', () => {
  it('is today and the next 13 days in the organizer zone', () => {
    expect(defaultWindow(NOW, 'Europe/Berlin')).toEqual({
      windowStartDate: '2025-03-10',
      windowEndDate: '2025-03-23',
    });
    // Already 11 March in Auckland.
    expect(defaultWindow(NOW, 'Pacific/Auckland').windowStartDate).toBe('2025-03-11');
  });
  it('fills a spec §3 draft with the defaults: 30 minutes, no one invited, weekdays', () => {
    const form = completeDraft(
      { title: '', description: '', duration: 30, participants: [] },
      NOW,
      'Asia/Tokyo',
    );
    expect(form).toMatchObject({
      duration: 30,
      participants: [],
      organizerZone: 'Asia/Tokyo',
      allowedWeekdays: [1, 2, 3, 4, 5],
    });
  });
});

describe('formToRequest', () => {
  it('maps the form to the request, window from local midnight to the midnight after the last day', () => {
    expect(formToRequest(filledForm())).toEqual({
      title: 'Design review',
      description: 'Screens',
      durationMinutes: 45,
      participants: [
        { email: 'Ana@Example.com', name: 'Ana', required: true },
        { email: 'ben@example.com', required: false },
      ],
      windowStart: '2025-03-09T23:00:00.000Z',
      windowEnd: '2025-03-23T23:00:00.000Z',
      allowedWeekdays: [1, 2, 3, 4, 5],
      allowedHours: { start: '09:00', end: '17:00' },
      organizerZone: 'Europe/Berlin',
      deadline: '2025-03-15T17:00:00.000Z',
      location: null,
      autoSchedule: false,
      hideGuestList: false,
    });
  });

  it('points request errors of participants at the rows on screen, skipping blank rows', () => {
    const form = filledForm();
    expect(fieldKeyInForm('participants.1.email', form)).toBe('participants.2.email');
    expect(fieldKeyInForm('participants.9.email', form)).toBe('participants');
    expect(fieldKeyInForm('title', form)).toBe('title');
  });

  it('round-trips through a copy of the meeting, with the relaxation applied', () => {
    const request = formToRequest(filledForm());
    const meeting = {
      ...request,
      id: 'm1',
      description: 'Screens',
      status: 'collecting',
      participants: request.participants.map((p, i) => ({ ...p, id: `p${i}`, name: p.name ?? null })),
    } as unknown as MeetingDetailDto;
    const draft = meetingToDraft(meeting, { extendDays: 7, durationMinutes: 30 });
    expect(draft).toMatchObject({
      duration: 30,
      windowStartDate: '2025-03-10',
      windowEndDate: '2025-03-30',
      deadline: '2025-03-15T18:00',
      organizerZone: 'Europe/Berlin',
    });
  });
});

describe('validateForm', () => {
  it('accepts a complete form', () => {
    expect(validateForm(filledForm())).toEqual({});
  });
  it('gives the server its messages per field', () => {
    const form = { ...filledForm(), title: ' ', windowEndDate: '2025-03-01' };
    form.participants = [{ email: 'not-an-address', name: '', required: true }];
    expect(validateForm(form)).toEqual({
      title: 'Give the meeting a title',
      'participants.0.email': 'Enter a valid email address',
      windowEnd: 'The window must end after it starts',
      deadline: 'The deadline must be before the window ends',
    });
  });
  it('asks for someone to invite when every row is blank', () => {
    const form = { ...filledForm(), participants: [{ email: '', name: '', required: true }] };
    expect(validateForm(form).participants).toBe('Invite at least one person');
  });
});

describe('the video call in the request', () => {
  it("is left out when the organizer kept Settings' default, so the server applies it", () => {
    expect(formToRequest(filledForm())).not.toHaveProperty('videoLink');
  });

  it('is sent as chosen, a pasted link trimmed, and an http link is refused like the server does', () => {
    const form = { ...filledForm(), videoLink: { kind: 'link', url: ' https://zoom.us/j/1 ' } as const };
    expect(formToRequest(form).videoLink).toEqual({ kind: 'link', url: 'https://zoom.us/j/1' });
    expect(formToRequest({ ...form, videoLink: { kind: 'jitsi' } }).videoLink).toEqual({ kind: 'jitsi' });
    expect(validateForm({ ...form, videoLink: { kind: 'link', url: 'http://zoom.us/j/1' } })).toEqual({
      'videoLink.url': 'The video link must be a web address starting with https://',
    });
  });
});
