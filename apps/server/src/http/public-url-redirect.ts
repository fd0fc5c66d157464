import type { FastifyReply, FastifyRequest } from 'fastify';

/** Set on a redirect; seeing it back on the same wrong host means a proxy rewrote Host, not a person. */
const LOOP_GUARD_COOKIE = 'overlap_host_redirect';
const LOOP_GUARD_SECONDS = 10;

function hostOf(value: string, protocol: string): string | null {
  try {
    return new URL(`${protocol}//${value}`).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Sign-in only works at PUBLIC_URL (its issuer and redirect addresses are there), so a page opened by
 * another name of the server (127.0.0.1 when PUBLIC_URL says localhost) is sent to the same path there.
 * The Host is X-Forwarded-Host with TRUST_PROXY. A proxy that rewrites Host to the upstream's name would
 * otherwise loop: a short-lived cookie notices the browser coming back and serves the page instead.
 */
export function createPublicUrlRedirect(publicUrl: string, warn: (message: string) => void) {
  const target = new URL(publicUrl);
  const expected = target.host.toLowerCase();
  let warned = false;

  return function redirectToPublicUrl(request: FastifyRequest, reply: FastifyReply): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const host = request.host ? hostOf(request.host, target.protocol) : null;
    if (host === null || host === expected) return false;
    if (request.headers.cookie?.split(/;\s*/).includes(`${LOOP_GUARD_COOKIE}=1`)) {
      if (!warned) {
        warned = true;
        warn(
          `Requests arrive for host ${host}, but PUBLIC_URL is ${target.origin}: let the proxy pass the Host header (or X-Forwarded-Host with TRUST_PROXY=true).`,
        );
      }
      return false;
    }
    const secure = target.protocol === 'https:' ? '; Secure' : '';
    reply
      .header(
        'set-cookie',
        `${LOOP_GUARD_COOKIE}=1; Max-Age=${LOOP_GUARD_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure}`,
      )
      .header('cache-control', 'no-store')
      .redirect(`${target.origin}${request.url}`, 302);
    return true;
  };
}
