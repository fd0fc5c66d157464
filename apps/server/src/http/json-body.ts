import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as Fastify parses them (with its prototype-poisoning guards), except that an empty body
 * sent with a JSON content type counts as no body: the web app sends that header on every call, also
 * on POSTs that carry nothing. Routes that need a body then say so in their own words.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || (typeof body === 'string' && body.trim() === '')) return done(null, undefined);
    return parseJson(request, body as string, done);
  });
}
