import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { OIDC_PREFIX } from './provider';

/**
 * Hands every request under /oidc to the provider. Bodies are left unread (the provider parses its own
 * form posts), and the prefix is stripped after keeping the original URL, so endpoint URLs keep it.
 */
export async function mountOidcProvider(app: FastifyInstance, provider: Provider): Promise<void> {
  const callback = provider.callback();
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '').slice(OIDC_PREFIX.length) || '/';
      await callback(raw, reply.raw);
    };
    scope.all(OIDC_PREFIX, handle);
    scope.all(`${OIDC_PREFIX}/*`, handle);
  });
}
