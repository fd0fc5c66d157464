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

export function renderSignInPage(uid: string, homeUrl: string, state: FormState = {}): string {
  const base = `/oidc/interaction/${encodeURIComponent(uid)}`;
  return authPage({
    title: 'Sign in',
    homeUrl,
    body: `<h1>Sign in to Overlap</h1>
<p class="lead">Welcome back. Find the time that works for everyone.</p>
${errorBox(state.error)}
<form method="post" action="${base}/login" novalidate>
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(state.email)}" ${state.error ? 'aria-describedby="form-error"' : 'autofocus'}>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required ${state.email ? 'autofocus' : ''}>
  <button type="submit" class="primary">Sign in</button>
</form>
<p class="switch">New to Overlap? <a href="${base}?screen=signup">Create an account</a></p>
<p class="cancel"><a href="${base}/abort">Cancel and return to Overlap</a></p>`,
  });
}

/** Sign-up: the field an error is about takes the focus (the first field when there is none). */
function focusAttributes(state: FormState, field: NonNullable<FormState['field']>): string {
  const target = state.error ? (state.field ?? 'name') : 'name';
  if (target !== field) return '';
  return state.error ? ' autofocus aria-invalid="true"' : ' autofocus';
}

export function renderSignUpPage(uid: string, homeUrl: string, state: FormState = {}): string {
  const base = `/oidc/interaction/${encodeURIComponent(uid)}`;
  return authPage({
    title: 'Create your account',
    homeUrl,
    body: `<h1>Create your Overlap account</h1>
<p class="lead">Free during the beta. Connect your calendars once, schedule in seconds.</p>
${errorBox(state.error)}
<form method="post" action="${base}/signup" novalidate>
  <label for="name">Name</label>
  <input id="name" name="name" type="text" autocomplete="name" required maxlength="100" value="${escapeHtml(state.name)}"${focusAttributes(state, 'name')}>
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(state.email)}"${focusAttributes(state, 'email')}>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="new-password" required minlength="8" aria-describedby="password-hint"${focusAttributes(state, 'password')}>
  <p class="hint" id="password-hint">At least 8 characters, not a commonly used password and not your email. A long phrase is easier to remember and harder to guess.</p>
  <button type="submit" class="primary">Create account</button>
</form>
<p class="switch">Already have an account? <a href="${base}">Sign in</a></p>
<p class="cancel"><a href="${base}/abort">Cancel and return to Overlap</a></p>`,
  });
}

/** oidc-provider's logout confirmation, submitted by a script file so nobody has to click. */
export function renderLogoutPage(form: string): string {
  return authPage({
    title: 'Signing out',
    homeUrl: '/',
    script: '/auth-assets/auto-submit-logout.js',
    body: `<h1>Signing you out…</h1>
<p class="lead">One moment while we end your session.</p>
${form}
<button type="submit" class="primary" form="op.logoutForm" name="logout" value="yes">Sign out</button>`,
  });
}

export function renderSignedOutPage(homeUrl: string): string {
  return authPage({
    title: 'Signed out',
    homeUrl,
    body: `<h1>You are signed out</h1>
<p class="lead">Your session has ended on this device.</p>
<a class="button primary" href="${escapeHtml(homeUrl)}">Back to Overlap</a>`,
  });
}

export function renderErrorPage(
  out: { error?: string; error_description?: string },
  homeUrl: string,
): string {
  return authPage({
    title: 'Sign-in problem',
    homeUrl,
    body: `<h1>We could not sign you in</h1>
<p class="alert" role="alert">${escapeHtml(out.error_description ?? out.error ?? 'Something went wrong.')}</p>
<p class="lead">Start again from Overlap; if it keeps happening, the sign-in link may have expired.</p>
<a class="button primary" href="${escapeHtml(homeUrl)}">Back to Overlap</a>`,
  });
}
