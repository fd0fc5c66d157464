import {
  ADMIN_PAGE_SIZE,
  ADMIN_ROUTES,
  type AdminUserResponse,
  type AdminUsersResponse,
} from '@overlap/contracts';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../http/app-error';
import { signedInUser } from '../auth/tokens/authenticate';
import { adminUser } from './admin-presenter';
import { idParamsSchema, roleBodySchema, statusBodySchema, usersQuerySchema } from './admin-schemas';
import type { RecordAdminRead } from './admin-read-audit';
import type { AdminUsersRepository } from './admin-users-repository';
import { requireAdmin } from './admin-policy';

/** The admin Users page: search people, grant or revoke admin, disable or enable an account. */
export function registerAdminUserRoutes(
  app: FastifyInstance,
  deps: {
    users: AdminUsersRepository;
    adminEmails: string[];
    recordRead: RecordAdminRead;
    requireUser: preHandlerAsyncHookHandler;
  },
) {
  const admin = { preHandler: [deps.requireUser, requireAdmin] };
  const present = (row: Parameters<typeof adminUser>[0]) => adminUser(row, deps.adminEmails);

  app.get(ADMIN_ROUTES.users, admin, async (request, reply): Promise<AdminUsersResponse> => {
    const { q, page } = usersQuerySchema.parse(request.query);
    reply.header('cache-control', 'no-store');
    const { rows, total } = await deps.users.search(q, page);
    await deps.recordRead(request, {
      action: 'users.viewed',
      targetType: 'user',
      targetId: `page:${page}`,
      targetLabel: q ? `“${q}”, page ${page}` : `page ${page}`,
    });
    return { users: rows.map(present), page, pageSize: ADMIN_PAGE_SIZE, total };
  });

  app.put(ADMIN_ROUTES.userRole, admin, async (request): Promise<AdminUserResponse> => {
    const { id } = idParamsSchema.parse(request.params);
    const { isAdmin } = roleBodySchema.parse(request.body);
    const actor = signedInUser(request);
    return { user: present(await deps.users.setAdmin(actor, id, isAdmin, deps.adminEmails)) };
  });

  app.put(ADMIN_ROUTES.userStatus, admin, async (request): Promise<AdminUserResponse> => {
    const { id } = idParamsSchema.parse(request.params);
    const { disabled } = statusBodySchema.parse(request.body);
    const actor = signedInUser(request);
    if (disabled && id === actor.id) {
      throw new AppError('bad_request', 'You cannot disable your own account. Ask another admin.');
    }
    return { user: present(await deps.users.setDisabled(actor, id, disabled)) };
  });
}
