import { API_ROUTES } from '@overlap/contracts';
import { isIanaTimeZone, userSettingsSchema } from '@overlap/contracts/schemas';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../http/app-error';
import { signedInUser } from '../auth/tokens/authenticate';
import { presentMe } from './user-presenter';
import { settingsOf, type UserRepository } from './user-repository';

const settingsRequest = userSettingsSchema(isIanaTimeZone);

export function registerMeRoutes(
  app: FastifyInstance,
  deps: { users: UserRepository; requireUser: preHandlerAsyncHookHandler },
) {
  const guarded = { preHandler: deps.requireUser };

  app.get(API_ROUTES.me, guarded, async (request) => presentMe(signedInUser(request)));

  app.get(API_ROUTES.meSettings, guarded, async (request) => settingsOf(signedInUser(request)));

  app.put(API_ROUTES.meSettings, { ...guarded, bodyLimit: 16 * 1024 }, async (request) => {
    const settings = settingsRequest.parse(request.body);
    const updated = await deps.users.updateSettings(signedInUser(request).id, settings);
    if (!updated) throw new AppError('not_found', 'Your account no longer exists. Please sign in again.');
    return settingsOf(updated);
  });
}
