import {
  addParticipantsSchema,
  availabilitySchema,
  bookedResponseSchema,
  bookRotationSchema,
  bookSchema,
  cancelOccurrenceSchema,
  restoreOccurrenceSchema,
  cancelSchema,
  rescheduleSchema,
  createMeetingSchema,
  declineSchema,
  isIanaTimeZone,
  meetingSettingsPatchSchema,
  pageQuerySchema,
  participantPatchSchema,
} from '@overlap/contracts/schemas';
import {
  HEAT_MAP_FORMS,
  MEETING_API_ROUTES as R,
  PARTICIPANT_API_ROUTES as P,
  type HeatMapForm,
} from '@overlap/contracts';
import type { FastifyInstance, FastifyReply, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { signedInUser } from '../auth/tokens/authenticate';
import {
  bytesOf,
  type MeetingAdjustments,
  type ParticipantChanges,
  type OrganizerMeetingService,
} from './requests';
import type { CalendarFile, InvitationDownloads, MeetingDelivery } from './delivery';
import type { ParticipantMeetingService } from './answers';
import type { SeriesCancellation, SeriesRestoration, BookRotation } from './booking';
import { acceptsGzip } from '../../http/accepts-gzip';
import { isApiV1Request } from '../../lib/paging/cursor';

const createMeeting = createMeetingSchema(isIanaTimeZone);
const availability = availabilitySchema(isIanaTimeZone);
const decline = declineSchema(isIanaTimeZone);
const idParams = z.object({ id: z.string() });
const participantParams = z.object({ id: z.string(), participantId: z.string() });
const PACKED_WORDS =
  'base64 of two bits a slot, four slots a byte from the lowest bits up (0 free, 1 if need be, 2 busy outside working hours, 3 busy)';
const ROW_WORDS = {
  letters: `How each person’s heat-map row is spelled: \`letters\` (default), one letter a slot, or \`packed\`, ${PACKED_WORDS}`,
  packed: `How each person’s heat-map row is spelled: \`packed\` (default), ${PACKED_WORDS}, or \`letters\`, one letter a slot`,
};
const ROW_WORDS_END =
  '; `u` or `d` alone for a person who has not answered or declined. `bookable` is packed the same way (1 bookable).';

function suggestionsQueryWith(heatMapDefault: HeatMapForm) {
  return z.object({
    near: z
      .string({ error: 'near must be one time in epoch milliseconds' })
      .regex(/^\d{1,15}$/, 'near must be a time in epoch milliseconds, such as 1795000000000')
      .transform(Number)
      .optional()
      .describe(
        'A time inside the window (epoch ms): the best times near it instead of the varied best times.',
      ),
    heatMap: z
      .enum(HEAT_MAP_FORMS, { error: `heatMap must be one of: ${HEAT_MAP_FORMS.join(', ')}` })
      .optional()
      .describe(ROW_WORDS[heatMapDefault] + ROW_WORDS_END),
  });
}
/** Also named in the OpenAPI document: the web app's route and `/api/v1`, whose heat map is spelled out unless asked. */
export const suggestionsQuery = suggestionsQueryWith('letters');
/** `/api/v2`'s: the same but the heat map is packed unless asked (docs/decisions/0034). */
export const suggestionsQueryV2 = suggestionsQueryWith('packed');
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
    series: SeriesCancellation & SeriesRestoration;
    bookRotation: BookRotation;
    delivery: MeetingDelivery;
    participants: ParticipantChanges;
    downloads: InvitationDownloads;
    requireUser: preHandlerAsyncHookHandler;
  },
) {
  const { meetings, adjustments, delivery, participants, downloads } = deps;
  const auth = { preHandler: deps.requireUser };

  app.post(R.list, auth, async (request, reply) => {
    const input = createMeeting.parse(request.body);
    return reply.status(201).send(await meetings.create(signedInUser(request), input));
  });
  // The web app lists everything; /api/v1 answers a page at a time.
  app.get(R.list, auth, async (request) =>
    isApiV1Request(request)
      ? meetings.page(signedInUser(request), pageQuerySchema.parse(request.query))
      : meetings.list(signedInUser(request)),
  );
  app.get(R.detail, auth, async (request) => {
    const { id } = idParams.parse(request.params);
    return meetings.detail(signedInUser(request), id);
  });
  app.get(R.suggestions, auth, async (request, reply) => {
    const { id } = idParams.parse(request.params);
    const { near, heatMap } = suggestionsQuery.parse(request.query);
    const gzip = acceptsGzip(request.headers['accept-encoding']);
    const answer = await meetings.suggestionsAnswer(signedInUser(request), id, {
      near,
      heatMap: heatMap ?? (request.routeOptions.config.apiVersion === 2 ? 'packed' : 'letters'),
      gzip,
    });
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (gzip) reply.header('content-encoding', 'gzip');
    return reply.send(bytesOf(answer, gzip));
  });
  app.get(R.invitation, auth, async (request, reply) => {
    const { id } = idParams.parse(request.params);
    return sendCalendarFile(reply, await downloads.forOrganizer(signedInUser(request), id));
  });
  app.post(R.book, auth, async (request) => {
    const { id } = idParams.parse(request.params);
    const { start } = bookSchema.parse(request.body);
    return meetings.book(signedInUser(request), id, start);
  });
  app.post(R.bookRotation, auth, async (request) => {
    const { id } = idParams.parse(request.params);
    const { slots } = bookRotationSchema.parse(request.body);
    return deps.delivery.detailOf(await deps.bookRotation(signedInUser(request), id, slots));
  });
  app.post(R.reschedule, auth, async (request) => {
    const { id } = idParams.parse(request.params);
    const { start, sequence } = rescheduleSchema.parse(request.body);
    return meetings.reschedule(signedInUser(request), id, start, sequence);
  });
  app.post(R.cancel, auth, async (request) => {
    const { id } = idParams.parse(request.params);
    const { reason } = cancelSchema.parse(request.body ?? {});
    return meetings.cancel(signedInUser(request), id, reason);
  });
  app.post(R.cancelOccurrences, auth, async (request) => {
    const { id } = idParams.parse(request.params);
    const body = cancelOccurrenceSchema.parse(request.body);
    return deps.delivery.detailOf(await deps.series.cancelOccurrences(signedInUser(request), id, body));
  });
  app.post(R.restoreOccurrence, auth, async (request) => {
    const { id } = idParams.parse(request.params);
    const { date } = restoreOccurrenceSchema.parse(request.body);
    return deps.delivery.detailOf(await deps.series.restoreOccurrence(signedInUser(request), id, date));
  });
  app.post(R.reopen, auth, async (request) => {
    const { id } = idParams.parse(request.params);
    return meetings.reopen(signedInUser(request), id);
  });
  app.get(R.scheduleAgain, auth, async (request) => {
    const { id } = idParams.parse(request.params);
    return meetings.scheduleAgain(signedInUser(request), id);
  });
  app.post(R.remind, auth, async (request) => {
    const { id } = idParams.parse(request.params);
    return meetings.remind(signedInUser(request), id);
  });
  app.patch(R.settings, auth, async (request) => {
    const { id } = idParams.parse(request.params);
    const patch = meetingSettingsPatchSchema.parse(request.body);
    return adjustments.changeSettings(signedInUser(request), id, patch);
  });
  app.post(R.calendarWriteRetry, auth, async (request) => {
    const { id } = idParams.parse(request.params);
    return delivery.retryCalendar(signedInUser(request), id);
  });
  app.post(R.emailRetry, auth, async (request) => {
    const { id, participantId } = participantParams.parse(request.params);
    return delivery.retryEmail(signedInUser(request), id, participantId);
  });
  app.patch(R.participant, auth, async (request) => {
    const { id, participantId } = participantParams.parse(request.params);
    const { required } = participantPatchSchema.parse(request.body);
    return participants.setRequired(signedInUser(request), id, participantId, required);
  });
  app.delete(R.participant, auth, async (request) => {
    const { id, participantId } = participantParams.parse(request.params);
    return participants.remove(signedInUser(request), id, participantId);
  });
  app.post(R.participants, auth, async (request, reply) => {
    const { id } = idParams.parse(request.params);
    const body = addParticipantsSchema.parse(request.body);
    return reply.status(201).send(await participants.add(signedInUser(request), id, body.participants));
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

  app.get(P.meeting, async (request, reply) => {
    const { token } = tokenQuery.parse(request.query);
    noStore(reply);
    return meetings.viewByToken(token);
  });
  app.put(P.availability, { bodyLimit: 512 * 1024 }, async (request, reply) => {
    const { token } = tokenQuery.parse(request.query);
    const body = availability.parse(request.body);
    noStore(reply);
    return meetings.answer(token, body);
  });
  app.post(P.decline, async (request, reply) => {
    const { token } = tokenQuery.parse(request.query);
    const body = decline.parse(request.body ?? {});
    noStore(reply);
    return meetings.decline(token, body);
  });
  app.post(P.bookedResponse, async (request, reply) => {
    const { token } = tokenQuery.parse(request.query);
    const body = bookedResponseSchema.parse(request.body);
    noStore(reply);
    return meetings.respondToBooked(token, body);
  });
  app.get(P.invitation, async (request, reply) => {
    const { token } = tokenQuery.parse(request.query);
    return sendCalendarFile(reply, await downloads.forParticipant(token));
  });
}
