import type { Locale } from '@overlap/contracts';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { escapeHtml } from '../interaction/html';
import { renderLogoutPage } from '../interaction/pages';

type Next = () => Promise<unknown>;

/**
 * Without a session oidc-provider answers a sign-out with its own auto-submitting form page, in English
 * whatever the reader's language and outside `logoutSource`. This swaps that page for the localized
 * sign-out page, posting the same confirmation to the same address.
 */
export function localizeSessionlessLogout(pageLocale: (ctx: KoaContextWithOIDC) => Locale) {
  return async (ctx: KoaContextWithOIDC, next: Next) => {
    await next();
    const oidc = ctx.oidc as KoaContextWithOIDC['oidc'] | undefined;
    if (oidc?.route !== 'end_session' || ctx.status !== 200 || !ctx.response.is('html')) return;
    if (oidc.session?.accountId) return;
    const secret = (oidc.session?.state as { secret?: unknown } | undefined)?.secret;
    if (typeof secret !== 'string') return;
    const action = oidc.urlFor('end_session_confirm');
    const form = `<form id="op.logoutForm" method="post" action="${escapeHtml(action)}"><input type="hidden" name="xsrf" value="${escapeHtml(secret)}"/></form>`;
    ctx.body = renderLogoutPage(form, pageLocale(ctx));
  };
}
