import type { ServerResponse } from 'node:http';

type Json = (res: ServerResponse, status: number, body: unknown) => void;

/**
 * Google's OAuth token endpoint: the tests' client id and secret, `good-code` as the only authorization
 * code, refresh tokens until they are revoked, and access tokens the API accepts until they expire.
 */
export function createGoogleTokens(json: Json) {
  const validAccessTokens = new Set<string>();
  let refreshTokensRevoked = false;
  let counter = 0;
  const revoked: string[] = [];
  return {
    /** Tokens the app revoked at `/revoke`, in order. */
    revoked,
    accepts: (token: string) => validAccessTokens.has(token),
    expire: () => validAccessTokens.clear(),
    revoke: () => {
      refreshTokensRevoked = true;
    },
    /** Answers POST /revoke: a refresh token ends the grant and every access token made from it. */
    answerRevoke(res: ServerResponse, body: string): void {
      const token = new URLSearchParams(body).get('token') ?? '';
      if (!token.startsWith('google-refresh') && !validAccessTokens.has(token))
        return json(res, 400, { error: 'invalid_token', error_description: 'Token expired or revoked' });
      revoked.push(token);
      refreshTokensRevoked = true;
      validAccessTokens.clear();
      return json(res, 200, {});
    },
    /** Answers POST /token. */
    answer(res: ServerResponse, body: string): void {
      const form = new URLSearchParams(body);
      const grant = form.get('grant_type');
      if (form.get('client_id') !== 'google-client' || form.get('client_secret') !== 'google-secret') {
        return json(res, 401, {
          error: 'invalid_client',
          error_description: 'The OAuth client was not found.',
        });
      }
      if (grant === 'authorization_code') {
        if (form.get('code') !== 'good-code' || !form.get('code_verifier')) {
          return json(res, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
        }
      } else if (grant === 'refresh_token') {
        if (refreshTokensRevoked || !form.get('refresh_token')?.startsWith('google-refresh')) {
          return json(res, 400, {
            error: 'invalid_grant',
            error_description: 'Token has been expired or revoked.',
          });
        }
      } else return json(res, 400, { error: 'unsupported_grant_type' });
      const accessToken = `google-access-${++counter}`;
      validAccessTokens.add(accessToken);
      return json(res, 200, {
        access_token: accessToken,
        expires_in: 3599,
        token_type: 'Bearer',
        scope: form.get('scope') ?? 'https://www.googleapis.com/auth/calendar.freebusy',
        ...(grant === 'authorization_code' ? { refresh_token: 'google-refresh-1' } : {}),
      });
    },
  };
}
