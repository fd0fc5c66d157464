import { MEETING_API_ROUTES as R } from '@overlap/contracts';
import { deleteMeetingSchema, type MeetingDeletedDto } from '@overlap/contracts/schemas';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { signedInUser } from '../auth/tokens/authenticate';
import type { MeetingErasure } from './meeting-erasure';

const idParams = z.object({ id: z.string() });

/** Deleting what a person owns: their meeting requests. */
export function registerPrivacyRoutes(
  app: FastifyInstance,
  deps: { meetings: MeetingErasure; requireUser: preHandlerAsyncHookHandler },
) {
  const auth = { preHandler: deps.requireUser };
  app.delete(R.detail, auth, async (request): Promise<MeetingDeletedDto> => {
    const { id } = idParams.parse(request.params);
    const { reason } = deleteMeetingSchema.parse(request.body ?? {});
    const erased = await deps.meetings.erase(signedInUser(request), id, reason);
    return { id: erased.id, deleted: true, cancelled: erased.cancelled };
  });
}
