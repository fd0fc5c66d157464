import type { FastifyInstance, FastifyRequest } from 'fastify';
import { atInstant } from '../lib/clock/server-clock';
import { AppError } from './app-error';

/** Browser and API tests pin the server's "now" per request with this header (only when enabled). */
export const TEST_NOW_HEADER = 'x-overlap-test-now';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

function pinnedInstant(request: FastifyRequest): number | null {
  const value = request.headers[TEST_NOW_HEADER];
  if (value === undefined) return null;
  const text = Array.isArray(value) ? value[0] : value;
  const instant = text && ISO_INSTANT.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(instant))
    throw new AppError(
      'bad_request',
      `${TEST_NOW_HEADER} must be an ISO instant such as 2026-11-23T22:30:00Z.`,
    );
  return instant;
}

/**
 * With TEST_CLOCK_HEADER on, a request carrying `x-overlap-test-now` runs at that instant. The pinned
 * instant is entered at the start and again after the body is read, since stream events need not carry
 * the request's async context.
 */
export function registerTestClock(app: FastifyInstance, enabled: boolean): void {
  if (!enabled) return;
  const instants = new WeakMap<FastifyRequest, number>();
  app.addHook('onRequest', (request, _reply, done) => {
    let instant: number | null;
    try {
      instant = pinnedInstant(request);
    } catch (error) {
      done(error as Error);
      return;
    }
    if (instant === null) return done();
    instants.set(request, instant);
    atInstant(instant, () => done());
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const instant = instants.get(request);
    if (instant === undefined) return done();
    atInstant(instant, () => done());
  });
}
