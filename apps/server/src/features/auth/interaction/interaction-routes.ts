import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  EMAIL_MAX_LENGTH,
  hasControlCharacters,
  isValidEmail,
  normalizeEmail,
  waitInWords,
} from '@overlap/contracts';
import type { Locale } from '@overlap/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import type { AccountRepository } from '../accounts/account-repository';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../accounts/password-hash';
import { passwordProblem, type PasswordProblem } from '../accounts/password-policy';
import { interactionPath } from '../oidc/provider';
import { SERVER_ROOT } from '../../../config/paths';
import type { LoginThrottle } from './login-throttle';
import { authPageLocale, authText, type AuthText } from './auth-text';
import type { SignUpGate, SignUpRefusal } from '../../waitlist/sign-up-gate';
import {
  PASSWORD_MIN,
  renderErrorPage,
  renderInvitationNeededPage,
  renderSignInPage,
  renderSignUpPage,
  type FormState,
} from './pages';

const PASSWORD_MAX = 200;
const passwordProblemText = {
  common: 'form.passwordCommon',
  'contains-email': 'form.passwordHasEmail',
  guessable: 'form.passwordGuessable',
} as const satisfies Record<PasswordProblem, string>;
const FORM_BODY_LIMIT = 4 * 1024;

const ASSETS = {
  'auth.css': { type: 'text/css; charset=utf-8', body: readAsset('auth.css') },
  'auto-submit-logout.js': {
    type: 'text/javascript; charset=utf-8',
    body: readAsset('auto-submit-logout.js'),
  },
} as const;

function readAsset(name: string): string {
  return readFileSync(path.join(SERVER_ROOT, 'src/features/auth/interaction/assets', name), 'utf8');
}

export interface InteractionDeps {
  provider: Provider;
  accounts: AccountRepository;
  throttle: LoginThrottle;
  /** Called after a sign-up, so the person's user record exists from the start. */
  onAccountCreated(account: { id: string; email: string; name: string }): Promise<void>;
  /** Whether an admin has disabled the person behind this account (Admin → Users). */
  isDisabled(accountId: string): Promise<boolean>;
  /** Who may create an account here (SIGN_UP); the invitation comes as the sign-in's `invitation`. */
  signUp: SignUpGate;
  homeUrl: string;
}

type Form = Record<string, string | undefined>;
type Params = { uid: string };

/**
 * The built-in provider's sign-in and sign-up pages (server-rendered, no inline script). oidc-provider
 * ties each interaction to a cookie, so a form posted from another site finds no interaction.
 */
export async function registerInteractionRoutes(app: FastifyInstance, deps: InteractionDeps) {
  const { provider, homeUrl } = deps;

  app.get<{ Params: { name: string } }>('/auth-assets/:name', async (request, reply) => {
    const asset = ASSETS[request.params.name as keyof typeof ASSETS];
    if (!asset) return reply.callNotFound();
    return reply.type(asset.type).header('cache-control', 'public, max-age=3600').send(asset.body);
  });

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    const html = (reply: FastifyReply, status: number, page: string) =>
      reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);

    /**
     * The interaction this browser is in the middle of, with the language its pages speak, or an
     * explanation page when there is none.
     */
    const details = async (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
      try {
        const interaction = await provider.interactionDetails(request.raw, reply.raw);
        if (interaction.uid !== request.params.uid) throw new Error('interaction mismatch');
        const locale = authPageLocale(interaction.params.ui_locales, request.headers['accept-language']);
        return { interaction, locale, t: authText(locale) };
      } catch {
        const locale = authPageLocale(undefined, request.headers['accept-language']);
        html(reply, 400, renderErrorPage({ expired: true }, homeUrl, locale));
        return null;
      }
    };

    const lockedText = (
      t: AuthText,
      verdict: { reason: 'account' | 'network'; retryAfterSeconds: number },
      locale: Locale,
    ) =>
      t(verdict.reason === 'account' ? 'form.lockedAccount' : 'form.lockedNetwork', {
        wait: waitInWords(verdict.retryAfterSeconds, locale),
      });

    const invitationNeeded = (uid: string, locale: Locale, refusal: SignUpRefusal) =>
      renderInvitationNeededPage(uid, homeUrl, locale, {
        mode: deps.signUp.mode === 'open' ? 'invite' : deps.signUp.mode,
        linkSpent: refusal === 'invitation_invalid',
      });

    const finish = async (request: FastifyRequest, reply: FastifyReply, result: InteractionResults) => {
      const redirectTo = await provider.interactionResult(request.raw, reply.raw, result, {
        mergeWithLastSubmission: false,
      });
      return reply.redirect(redirectTo, 303);
    };

    scope.get<{ Params: Params; Querystring: { screen?: string } }>(
      interactionPath(':uid'),
      async (request, reply) => {
        const found = await details(request, reply);
        if (!found) return reply;
        if (found.interaction.prompt.name !== 'login') {
          // Consent is implied for the web app (see loadExistingGrant); anything else restarts sign-in.
          return finish(request, reply, { error: 'login_required' });
        }
        const { uid } = request.params;
        // The page's own links say which screen; otherwise the app's request does (Get Started asks for sign-up).
        const screen = request.query.screen ?? found.interaction.params.screen_hint;
        if (screen !== 'signup') return html(reply, 200, renderSignInPage(uid, homeUrl, found.locale));
        const verdict = await deps.signUp.check(found.interaction.params.invitation);
        if (!verdict.admitted) return html(reply, 200, invitationNeeded(uid, found.locale, verdict.refusal));
        const email = verdict.invitedEmail ?? undefined;
        return html(reply, 200, renderSignUpPage(uid, homeUrl, found.locale, { email }));
      },
    );

    scope.post<{ Params: Params; Body: Form }>(`${interactionPath(':uid')}/login`, async (request, reply) => {
      const found = await details(request, reply);
      if (!found) return reply;
      const { locale, t } = found;
      const { uid } = request.params;
      const email = normalizeEmail(String(request.body?.email ?? '')).slice(0, EMAIL_MAX_LENGTH);
      const password = String(request.body?.password ?? '');
      const again = (status: number, state: FormState) =>
        html(reply, status, renderSignInPage(uid, homeUrl, locale, { email, ...state }));

      if (!email || !password) return again(400, { error: t('form.missing') });
      if (hasControlCharacters(email)) return again(400, { error: t('form.emailControl') });
      const verdict = await deps.throttle.begin(email, request.ip);
      if (verdict.locked) {
        reply.header('retry-after', String(verdict.retryAfterSeconds));
        return again(429, { error: lockedText(t, verdict, locale) });
      }
      const account = await deps.accounts.findByEmail(email);
      const valid = account
        ? await verifyPassword(password.slice(0, PASSWORD_MAX), account.passwordHash)
        : await verifyAgainstDummy(password);
      if (!account || !valid) {
        request.log.info({ outcome: 'login_failed' }, 'sign-in refused');
        return again(401, { error: t('form.wrong') });
      }
      await verdict.succeeded();
      // Their tokens would be refused anyway; the page says why instead of a sign-in that leads nowhere.
      if (await deps.isDisabled(account.id)) {
        request.log.info({ outcome: 'login_disabled' }, 'sign-in refused');
        return again(403, { error: t('form.disabled') });
      }
      return finish(request, reply, { login: { accountId: account.id } });
    });

    scope.post<{ Params: Params; Body: Form }>(
      `${interactionPath(':uid')}/signup`,
      async (request, reply) => {
        const found = await details(request, reply);
        if (!found) return reply;
        const { locale, t } = found;
        const { uid } = request.params;
        const name = String(request.body?.name ?? '').trim();
        const email = normalizeEmail(String(request.body?.email ?? ''));
        const password = String(request.body?.password ?? '');
        const again = (status: number, error: string, field: FormState['field'] = 'name') =>
          html(reply, status, renderSignUpPage(uid, homeUrl, locale, { name, email, error, field }));

        if (!name) return again(400, t('form.nameMissing'));
        if (hasControlCharacters(name)) return again(400, t('form.nameControl'));
        if (name.length > 100) return again(400, t('form.nameTooLong', { max: 100 }));
        if (!isValidEmail(email)) return again(400, t('form.emailInvalid'), 'email');
        if (password.length < PASSWORD_MIN) {
          return again(400, t('form.passwordShort', { min: PASSWORD_MIN }), 'password');
        }
        if (password.length > PASSWORD_MAX) {
          return again(400, t('form.passwordLong', { max: PASSWORD_MAX }), 'password');
        }
        const weakness = passwordProblem(password, email);
        if (weakness) return again(400, t(passwordProblemText[weakness]), 'password');
        const verdict = await deps.throttle.begin(email, request.ip);
        if (verdict.locked) {
          reply.header('retry-after', String(verdict.retryAfterSeconds));
          return again(429, lockedText(t, verdict, locale));
        }

        const admission = await deps.signUp.admit(found.interaction.params.invitation, email);
        if (!admission.admitted) {
          if (admission.refusal === 'invitation_other_address') {
            return again(403, t('form.invitationOtherAddress'), 'email');
          }
          return html(reply, 403, invitationNeeded(uid, locale, admission.refusal));
        }
        const account = await deps.accounts.create({
          email,
          name,
          passwordHash: await hashPassword(password),
        });
        if (!account) {
          await admission.release();
          return again(409, t('form.emailTaken'), 'email');
        }
        await verdict.succeeded();
        await deps.onAccountCreated(account);
        return finish(request, reply, { login: { accountId: account.id } });
      },
    );

    scope.get<{ Params: Params }>(`${interactionPath(':uid')}/abort`, async (request, reply) => {
      const found = await details(request, reply);
      if (!found) return reply;
      return finish(request, reply, {
        error: 'access_denied',
        error_description: 'Sign-in was cancelled.',
      });
    });
  });
}
