import type { ServerResponse } from 'node:http';

type Json = (res: ServerResponse, status: number, body: unknown) => void;

/**
 * The Microsoft identity platform's token endpoint: `ms-code` as the only authorization code, and
 * refresh tokens that rotate (only the latest one works), as Microsoft's do.
 */
export function createMicrosoftTokens(json: Json) {
  const accessTokens = new Set<string>();
  let currentRefresh = '';
  let counter = 0;
  const issue = () => {
    const accessToken = `ms-access-${++counter}`;
    accessTokens.add(accessToken);
    currentRefresh = `ms-refresh-${counter}`;
    return {
      token_type: 'Bearer',
      scope: 'Calendars.ReadWrite',
      expires_in: 3600,
      access_token: accessToken,
      refresh_token: currentRefresh,
    };
  };
  return {
    accepts: (token: string) => accessTokens.has(token),
    expire: () => accessTokens.clear(),
    /** Answers POST /common/oauth2/v2.0/token. */
    answer(res: ServerResponse, body: string): void {
      const form = new URLSearchParams(body);
      if (form.get('grant_type') === 'authorization_code') {
        if (form.get('code') !== 'ms-code' || !form.get('code_verifier')) {
          return json(res, 400, {
            error: 'invalid_grant',
            error_description: 'AADSTS70000: The provided code is invalid.',
          });
        }
        return json(res, 200, issue());
      }
      if (form.get('grant_type') === 'refresh_token') {
        // Refresh tokens rotate: only the latest one works.
        if (form.get('refresh_token') !== currentRefresh) {
          return json(res, 400, {
            error: 'invalid_grant',
            error_description: 'AADSTS700082: The refresh token has expired.',
          });
        }
        return json(res, 200, issue());
      }
      return json(res, 400, { error: 'unsupported_grant_type' });
    },
  };
}
