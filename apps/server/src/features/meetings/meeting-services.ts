import {
  createAfterAnswer,
  createResponseRecorder,
  createMeetingTimers,
  createParticipantMeetingService,
} from './answers';
import {
  createMeetingAdjustments,
  createParticipantChanges,
  createOrganizerMeetingService,
} from './requests';
import {
  createMeetingBooker,
  createMeetingRescheduler,
  createSeriesCancellation,
  createSeriesRestoration,
  createRotationBooker,
} from './booking';
import { createMeetingContext, type MeetingServiceDeps } from './shared';
import { createMeetingDelivery, createInvitationDownloads } from './delivery';
import { admittedRanker, createMeetingRanker, createSeriesRanker } from './ranking';

export type { MeetingServiceDeps } from './shared';

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
    timers: createMeetingTimers(ctx, { afterAnswer }),
    downloads: createInvitationDownloads(ctx),
    /** A meeting's ranking, for what follows it outside this feature (the holds of its top times). */
    rank,
  };
}

export type MeetingServices = ReturnType<typeof createMeetingServices>;
