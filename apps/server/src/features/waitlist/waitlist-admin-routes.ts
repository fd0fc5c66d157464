import {
  ADMIN_PAGE_SIZE,
  ADMIN_ROUTES,
  DEFAULT_LOCALE,
  LOCALES,
  type AdminInvitationResponse,
  type AdminWaitlistResponse,
  type SignUpMode,
} from '@overlap/contracts';
import { emailSchema } from '@overlap/contracts/schemas';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { requireAdmin } from '../admin/admin-policy';
import { pageQuerySchema } from '../admin/admin-schemas';
import { signedInUser } from '../auth/tokens/authenticate';
import type { InvitationRepository } from './invitation-repository';
import type { InvitationService } from './invitation-service';

const inviteBodySchema = z.object(
  {
    email: emailSchema,
    locale: z.enum(LOCALES, { error: `The language is one of ${LOCALES.join(', ')}.` }).optional(),
  },
  { error: 'Send { "email": "…" } as JSON.' },
);

/** Admin → Waitlist: who is waiting, and an invitation (a sign-up link by e-mail) for any address. */
export function registerWaitlistAdminRoutes(
  app: FastifyInstance,
  deps: {
    invitations: InvitationRepository;
    service: InvitationService;
    signUp: SignUpMode;
    requireUser: preHandlerAsyncHookHandler;
  },
) {
  const admin = { preHandler: [deps.requireUser, requireAdmin] };

  app.get(ADMIN_ROUTES.waitlist, admin, async (request, reply): Promise<AdminWaitlistResponse> => {
    const { page } = pageQuerySchema.parse(request.query);
    reply.header('cache-control', 'no-store');
    const { entries, total } = await deps.invitations.list(page);
    return { entries, page, pageSize: ADMIN_PAGE_SIZE, total, signUp: deps.signUp };
  });

  app.post(ADMIN_ROUTES.invitations, admin, async (request, reply) => {
    const { email, locale } = inviteBodySchema.parse(request.body);
    const entry = await deps.service.invite(signedInUser(request), email, locale ?? DEFAULT_LOCALE);
    const response: AdminInvitationResponse = { entry };
    return reply.status(201).send(response);
  });
}
