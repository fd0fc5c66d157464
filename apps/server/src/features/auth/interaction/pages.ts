import type { Locale, SignUpMode } from '@overlap/contracts';
import { authText } from './auth-text';
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

export function renderSignInPage(
  uid: string,
  homeUrl: string,
  locale: Locale,
  state: FormState = {},
): string {
  const t = authText(locale);
  const base = `/oidc/interaction/${encodeURIComponent(uid)}`;
  return authPage({
    title: t('page.signIn.title'),
    homeUrl,
    locale,
    body: `<h1>${escapeHtml(t('page.signIn.heading'))}</h1>
<p class="lead">${escapeHtml(t('page.signIn.lead'))}</p>
${errorBox(state.error)}
<form method="post" action="${base}/login" novalidate>
  <label for="email">${escapeHtml(t('page.field.email'))}</label>
  <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(state.email)}" ${state.error ? 'aria-describedby="form-error"' : 'autofocus'}>
  <label for="password">${escapeHtml(t('page.field.password'))}</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required ${state.email ? 'autofocus' : ''}>
  <button type="submit" class="primary">${escapeHtml(t('page.signIn.submit'))}</button>
</form>
<p class="switch">${escapeHtml(t('page.signIn.switch'))} <a href="${base}?screen=signup">${escapeHtml(t('page.signIn.switchLink'))}</a></p>
<p class="cancel"><a href="${base}/abort">${escapeHtml(t('page.cancel'))}</a></p>`,
  });
}

/** Sign-up: the field an error is about takes the focus (the first field when there is none). */
function focusAttributes(state: FormState, field: NonNullable<FormState['field']>): string {
  const target = state.error ? (state.field ?? 'name') : 'name';
  if (target !== field) return '';
  return state.error ? ' autofocus aria-invalid="true"' : ' autofocus';
}

export function renderSignUpPage(
  uid: string,
  homeUrl: string,
  locale: Locale,
  state: FormState = {},
): string {
  const t = authText(locale);
  const base = `/oidc/interaction/${encodeURIComponent(uid)}`;
  return authPage({
    title: t('page.signUp.title'),
    homeUrl,
    locale,
    body: `<h1>${escapeHtml(t('page.signUp.heading'))}</h1>
<p class="lead">${escapeHtml(t('page.signUp.lead'))}</p>
${errorBox(state.error)}
<form method="post" action="${base}/signup" novalidate>
  <label for="name">${escapeHtml(t('page.field.name'))}</label>
  <input id="name" name="name" type="text" autocomplete="name" required maxlength="100" value="${escapeHtml(state.name)}"${focusAttributes(state, 'name')}>
  <label for="email">${escapeHtml(t('page.field.email'))}</label>
  <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(state.email)}"${focusAttributes(state, 'email')}>
  <label for="password">${escapeHtml(t('page.field.password'))}</label>
  <input id="password" name="password" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN}" aria-describedby="password-hint"${focusAttributes(state, 'password')}>
  <p class="hint" id="password-hint">${escapeHtml(t('page.signUp.passwordHint', { min: PASSWORD_MIN }))}</p>
  <button type="submit" class="primary">${escapeHtml(t('page.signUp.submit'))}</button>
</form>
<p class="switch">${escapeHtml(t('page.signUp.switch'))} <a href="${base}?screen=signin">${escapeHtml(t('page.signUp.switchLink'))}</a></p>
<p class="cancel"><a href="${base}/abort">${escapeHtml(t('page.cancel'))}</a></p>`,
  });
}

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
  const t = authText(locale);
  const base = `/oidc/interaction/${encodeURIComponent(uid)}`;
  const lead = why.linkSpent ? t('page.invitation.invalid') : t(`page.invitation.${why.mode}`);
  return authPage({
    title: t('page.invitation.title'),
    homeUrl,
    locale,
    body: `<h1>${escapeHtml(t('page.invitation.heading'))}</h1>
<p class="lead" id="invitation-needed">${escapeHtml(lead)}</p>
<p class="switch">${escapeHtml(t('page.invitation.signIn'))} <a href="${base}?screen=signin">${escapeHtml(t('page.signUp.switchLink'))}</a></p>
<p class="cancel"><a href="${base}/abort">${escapeHtml(t('page.cancel'))}</a></p>`,
  });
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
