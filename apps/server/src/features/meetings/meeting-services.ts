import { createAfterAnswer } from './after-answer';
import { createMeetingAdjustments } from './meeting-adjustments';
import { createMeetingBooker } from './meeting-booking';
import { createMeetingContext, type MeetingServiceDeps } from './meeting-context';
import { createMeetingDelivery } from './meeting-delivery';
import { createParticipantChanges } from './meeting-participants';
import { admittedRanker, createMeetingRanker } from './meeting-ranking';
import { createMeetingRescheduler } from './meeting-reschedule';
import { createResponseRecorder } from './meeting-responses';
import { createMeetingTimers } from './meeting-timers';
import { createSeriesCancellation } from './series-cancellation';
import { createSeriesRestoration } from './series-restoration';
import { createRotationBooker } from './series-rotation-booking';
import { createSeriesRanker } from './series-ranking';
import { createInvitationDownloads } from './invitation-download';
import { createOrganizerMeetingService } from './organizer-meeting-service';
import { createParticipantMeetingService } from './participant-meeting-service';

export type { MeetingServiceDeps } from './meeting-context';

/** Wires the meetings services from their dependencies: the organizer's, the participant's and the timers. */
export function createMeetingServices(deps: MeetingServiceDeps) {
  const ctx = createMeetingContext(deps);
  const rank = createMeetingRanker(ctx);
  const book = createMeetingBooker(ctx);
  const reschedule = createMeetingRescheduler(ctx, { book });
  const rankSeries = createSeriesRanker(ctx);
  const afterAnswer = createAfterAnswer(ctx, rank, book, rankSeries);
  const delivery = createMeetingDelivery(ctx, { rank });
  return {
    organizer: createOrganizerMeetingService(ctx, {
      rank: admittedRanker(ctx, rank),
      rankSeries,
      book,
      reschedule,
      afterAnswer,
      delivery,
    }),
    delivery,
    participants: createParticipantChanges(ctx, { afterAnswer, delivery }),
    responses: createResponseRecorder(ctx),
    adjustments: createMeetingAdjustments(ctx, { afterAnswer }),
    series: { ...createSeriesCancellation(ctx), ...createSeriesRestoration(ctx) },
    bookRotation: createRotationBooker(ctx),
    participant: createParticipantMeetingService(ctx, { afterAnswer }),
    timers: createMeetingTimers(ctx),
    downloads: createInvitationDownloads(ctx),
  };
}

export type MeetingServices = ReturnType<typeof createMeetingServices>;
