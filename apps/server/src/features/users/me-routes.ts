import { API_ROUTES, acceptLanguageTags, isLocale, matchLocale } from '@overlap/contracts';
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

  app.get(API_ROUTES.me, guarded, async (request) => {
    const user = signedInUser(request);
    if (user.locale !== null) return presentMe(user);
    // First sign-in: the browser's language, when Overlap speaks one of those it asks for.
    const tags = acceptLanguageTags(request.headers['accept-language']).filter((tag) =>
      isLocale(tag.toLowerCase().split('-')[0]),
    );
    if (tags.length === 0) return presentMe(user);
    return presentMe((await deps.users.setLocaleIfUnset(user.id, matchLocale(tags))) ?? user);
  });

  app.get(API_ROUTES.meSettings, guarded, async (request) => settingsOf(signedInUser(request)));

  app.put(API_ROUTES.meSettings, { ...guarded, bodyLimit: 16 * 1024 }, async (request) => {
    const settings = settingsRequest.parse(request.body);
    const updated = await deps.users.updateSettings(signedInUser(request).id, settings);
    if (!updated) throw new AppError('not_found', 'Your account no longer exists. Please sign in again.');
    return settingsOf(updated);
  });
}
