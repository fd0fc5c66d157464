import type { Locale, SignUpMode } from '@overlap/contracts';
import { authText, type AuthText } from './auth-text';
import { authPage, escapeHtml } from './html';

export interface FormState {
  email?: string;
  name?: string;
  error?: string;
  /** The field the error is about: it takes the focus and is marked invalid. Default: the first field. */
  field?: 'name' | 'email' | 'password';
}

const errorBox = (error?: string) =>
  error ? `<p class="alert" role="alert" id="form-error">${escapeHtml(error)}</p>` : '';

export const PASSWORD_MIN = 8;

/** What one sign-in screen says besides the link to the other screen and Cancel. */
interface Screen {
  title: string;
  heading: string;
  lead: string;
  leadId?: string;
  /** The error box and the form, each followed by a new line; empty on a screen without a form. */
  form: string;
  switchText: string;
  switchTo: 'signin' | 'signup';
  switchLink: string;
}

function interactionPage(
  uid: string,
  homeUrl: string,
  locale: Locale,
  screen: (t: AuthText, base: string) => Screen,
): string {
  const t = authText(locale);
  const base = `/oidc/interaction/${encodeURIComponent(uid)}`;
  const s = screen(t, base);
  const leadId = s.leadId ? ` id="${s.leadId}"` : '';
  return authPage({
    title: s.title,
    homeUrl,
    locale,
    body: `<h1>${escapeHtml(s.heading)}</h1>
<p class="lead"${leadId}>${escapeHtml(s.lead)}</p>
${s.form}<p class="switch">${escapeHtml(s.switchText)} <a href="${base}?screen=${s.switchTo}">${escapeHtml(s.switchLink)}</a></p>
<p class="cancel"><a href="${base}/abort">${escapeHtml(t('page.cancel'))}</a></p>`,
  });
}

type RenderCredentialsPage = (uid: string, homeUrl: string, locale: Locale, state?: FormState) => string;

/** A screen of email and password: its words come from `page.<key>.*`; `fields` are the form's inputs. */
function credentialsScreen(
  key: 'signIn' | 'signUp',
  state: FormState,
  fields: (t: AuthText) => string,
): (t: AuthText, base: string) => Screen {
  return (t, base) => ({
    title: t(`page.${key}.title`),
    heading: t(`page.${key}.heading`),
    lead: t(`page.${key}.lead`),
    form: `${errorBox(state.error)}
<form method="post" action="${base}/${key === 'signIn' ? 'login' : 'signup'}" novalidate>
${fields(t)}
  <button type="submit" class="primary">${escapeHtml(t(`page.${key}.submit`))}</button>
</form>
`,
    switchText: t(`page.${key}.switch`),
    switchTo: key === 'signIn' ? 'signup' : 'signin',
    switchLink: t(`page.${key}.switchLink`),
  });
}

export const renderSignInPage: RenderCredentialsPage = (uid, homeUrl, locale, state = {}) =>
  interactionPage(
    uid,
    homeUrl,
    locale,
    credentialsScreen(
      'signIn',
      state,
      (t) => `  <label for="email">${escapeHtml(t('page.field.email'))}</label>
  <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(state.email)}" ${state.error ? 'aria-describedby="form-error"' : 'autofocus'}>
  <label for="password">${escapeHtml(t('page.field.password'))}</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required ${state.email ? 'autofocus' : ''}>`,
    ),
  );

/** Sign-up: the field an error is about takes the focus (the first field when there is none). */
function focusAttributes(state: FormState, field: NonNullable<FormState['field']>): string {
  const target = state.error ? (state.field ?? 'name') : 'name';
  if (target !== field) return '';
  return state.error ? ' autofocus aria-invalid="true"' : ' autofocus';
}

export const renderSignUpPage: RenderCredentialsPage = (uid, homeUrl, locale, state = {}) =>
  interactionPage(
    uid,
    homeUrl,
    locale,
    credentialsScreen(
      'signUp',
      state,
      (t) => `  <label for="name">${escapeHtml(t('page.field.name'))}</label>
  <input id="name" name="name" type="text" autocomplete="name" required maxlength="100" value="${escapeHtml(state.name)}"${focusAttributes(state, 'name')}>
  <label for="email">${escapeHtml(t('page.field.email'))}</label>
  <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(state.email)}"${focusAttributes(state, 'email')}>
  <label for="password">${escapeHtml(t('page.field.password'))}</label>
  <input id="password" name="password" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN}" aria-describedby="password-hint"${focusAttributes(state, 'password')}>
  <p class="hint" id="password-hint">${escapeHtml(t('page.signUp.passwordHint', { min: PASSWORD_MIN }))}</p>`,
    ),
  );

/**
 * Instead of the sign-up form when this server needs an invitation and none (or a spent one) came with
 * the sign-in: what to do, in the mode's words.
 */
export function renderInvitationNeededPage(
  uid: string,
  homeUrl: string,
  locale: Locale,
  why: { mode: Exclude<SignUpMode, 'open'>; linkSpent: boolean },
): string {
  return interactionPage(uid, homeUrl, locale, (t) => ({
    title: t('page.invitation.title'),
    heading: t('page.invitation.heading'),
    lead: why.linkSpent ? t('page.invitation.invalid') : t(`page.invitation.${why.mode}`),
    leadId: 'invitation-needed',
    form: '',
    switchText: t('page.invitation.signIn'),
    switchTo: 'signin',
    switchLink: t('page.signUp.switchLink'),
  }));
}

/** oidc-provider's logout confirmation, submitted by a script file so nobody has to click. */
export function renderLogoutPage(form: string, locale: Locale): string {
  const t = authText(locale);
  return authPage({
    title: t('page.logout.title'),
    homeUrl: '/',
    locale,
    script: '/auth-assets/auto-submit-logout.js',
    body: `<h1>${escapeHtml(t('page.logout.heading'))}</h1>
<p class="lead">${escapeHtml(t('page.logout.lead'))}</p>
${form}
<button type="submit" class="primary" form="op.logoutForm" name="logout" value="yes">${escapeHtml(t('page.logout.submit'))}</button>`,
  });
}

export function renderSignedOutPage(homeUrl: string, locale: Locale): string {
  const t = authText(locale);
  return authPage({
    title: t('page.signedOut.title'),
    homeUrl,
    locale,
    body: `<h1>${escapeHtml(t('page.signedOut.heading'))}</h1>
<p class="lead">${escapeHtml(t('page.signedOut.lead'))}</p>
<a class="button primary" href="${escapeHtml(homeUrl)}">${escapeHtml(t('page.backHome'))}</a>`,
  });
}

/**
 * What went wrong: in English the provider's own description; in another language that text is
 * English protocol words, so the page says the same thing as its lead in the reader's words.
 */
function errorText(out: { error?: string; error_description?: string; expired?: boolean }, locale: Locale) {
  const t = authText(locale);
  if (out.expired) return t('page.error.expired');
  if (locale === 'en') return out.error_description ?? out.error ?? t('page.error.generic');
  return t('page.error.generic');
}

export function renderErrorPage(
  out: { error?: string; error_description?: string; expired?: boolean },
  homeUrl: string,
  locale: Locale,
): string {
  const t = authText(locale);
  return authPage({
    title: t('page.error.title'),
    homeUrl,
    locale,
    body: `<h1>${escapeHtml(t('page.error.heading'))}</h1>
<p class="alert" role="alert">${escapeHtml(errorText(out, locale))}</p>
<p class="lead">${escapeHtml(t('page.error.lead'))}</p>
<a class="button primary" href="${escapeHtml(homeUrl)}">${escapeHtml(t('page.backHome'))}</a>`,
  });
}
