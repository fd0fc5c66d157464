import {
  availabilitySchema,
  bookSchema,
  createMeetingSchema,
  declineSchema,
  isIanaTimeZone,
  meetingSettingsPatchSchema,
  participantPatchSchema,
} from '@overlap/contracts/schemas';
import type { FastifyInstance, FastifyReply, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { signedInUser } from '../auth/tokens/authenticate';
import type { MeetingAdjustments } from './meeting-adjustments';
import type { CalendarFile, InvitationDownloads } from './invitation-download';
import type { MeetingDelivery } from './meeting-delivery';
import type { OrganizerMeetingService } from './organizer-meeting-service';
import type { ParticipantMeetingService } from './participant-meeting-service';

const createMeeting = createMeetingSchema(isIanaTimeZone);
const availability = availabilitySchema(isIanaTimeZone);
const decline = declineSchema(isIanaTimeZone);
const idParams = z.object({ id: z.string() });
const participantParams = z.object({ id: z.string(), participantId: z.string() });
const suggestionsQuery = z.object({
  near: z
    .string({ error: 'near must be one time in epoch milliseconds' })
    .regex(/^\d{1,15}$/, 'near must be a time in epoch milliseconds, such as 1795000000000')
    .transform(Number)
    .optional(),
});
const tokenQuery = z.object({ token: z.string({ error: 'The link is missing its token.' }) });

function sendCalendarFile(reply: FastifyReply, file: CalendarFile) {
  return reply
    .header('content-type', 'text/calendar; charset=utf-8; method=PUBLISH')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(file.content);
}

/** The organizer's meeting endpoints: each needs sign-in and touches only the caller's own meetings. */
export function registerMeetingRoutes(
  app: FastifyInstance,
  deps: {
    meetings: OrganizerMeetingService;
    adjustments: MeetingAdjustments;
    delivery: MeetingDelivery;
    downloads: InvitationDownloads;
    requireUser: preHandlerAsyncHookHandler;
  },
) {
  const { meetings, adjustments, delivery, downloads } = deps;
  const auth = { preHandler: deps.requireUser };

  app.post('/api/meetings', auth, async (request, reply) => {
    const input = createMeeting.parse(request.body);
    return reply.status(201).send(await meetings.create(signedInUser(request), input));
  });
  app.get('/api/meetings', auth, async (request) => meetings.list(signedInUser(request)));
  app.get('/api/meetings/:id', auth, async (request) => {
    const { id } = idParams.parse(request.params);
    return meetings.detail(signedInUser(request), id);
  });
  app.get('/api/meetings/:id/suggestions', auth, async (request) => {
    const { id } = idParams.parse(request.params);
    const { near } = suggestionsQuery.parse(request.query);
    return meetings.suggestions(signedInUser(request), id, near);
  });
  app.get('/api/meetings/:id/invitation.ics', auth, async (request, reply) => {
    const { id } = idParams.parse(request.params);
    return sendCalendarFile(reply, await downloads.forOrganizer(signedInUser(request), id));
  });
  app.post('/api/meetings/:id/book', auth, async (request) => {
    const { id } = idParams.parse(request.params);
    const { start } = bookSchema.parse(request.body);
    return meetings.book(signedInUser(request), id, start);
  });
  app.post('/api/meetings/:id/cancel', auth, async (request) => {
    const { id } = idParams.parse(request.params);
    return meetings.cancel(signedInUser(request), id);
  });
  app.post('/api/meetings/:id/reopen', auth, async (request) => {
    const { id } = idParams.parse(request.params);
    return meetings.reopen(signedInUser(request), id);
  });
  app.post('/api/meetings/:id/remind', auth, async (request) => {
    const { id } = idParams.parse(request.params);
    return meetings.remind(signedInUser(request), id);
  });
  app.patch('/api/meetings/:id/settings', auth, async (request) => {
    const { id } = idParams.parse(request.params);
    const patch = meetingSettingsPatchSchema.parse(request.body);
    return adjustments.changeSettings(signedInUser(request), id, patch);
  });
  app.post('/api/meetings/:id/calendar-write/retry', auth, async (request) => {
    const { id } = idParams.parse(request.params);
    return delivery.retryCalendar(signedInUser(request), id);
  });
  app.post('/api/meetings/:id/participants/:participantId/email/retry', auth, async (request) => {
    const { id, participantId } = participantParams.parse(request.params);
    return delivery.retryEmail(signedInUser(request), id, participantId);
  });
  app.patch('/api/meetings/:id/participants/:participantId', auth, async (request) => {
    const { id, participantId } = participantParams.parse(request.params);
    const { required } = participantPatchSchema.parse(request.body);
    return adjustments.setParticipantRequired(signedInUser(request), id, participantId, required);
  });
}

/** A participant's endpoints: the token in the link is the only key, and it opens one meeting. */
export function registerParticipantRoutes(
  app: FastifyInstance,
  deps: { meetings: ParticipantMeetingService; downloads: InvitationDownloads },
) {
  const { meetings, downloads } = deps;
  const noStore = (reply: { header: (k: string, v: string) => unknown }) =>
    reply.header('cache-control', 'no-store');

  app.get('/api/participant/meeting', async (request, reply) => {
    const { token } = tokenQuery.parse(request.query);
    noStore(reply);
    return meetings.viewByToken(token);
  });
  app.put('/api/participant/availability', { bodyLimit: 512 * 1024 }, async (request, reply) => {
    const { token } = tokenQuery.parse(request.query);
    const body = availability.parse(request.body);
    noStore(reply);
    return meetings.answer(token, body);
  });
  app.post('/api/participant/decline', async (request, reply) => {
    const { token } = tokenQuery.parse(request.query);
    const body = decline.parse(request.body ?? {});
    noStore(reply);
    return meetings.decline(token, body);
  });
  app.get('/api/participant/invitation.ics', async (request, reply) => {
    const { token } = tokenQuery.parse(request.query);
    return sendCalendarFile(reply, await downloads.forParticipant(token));
  });
}
