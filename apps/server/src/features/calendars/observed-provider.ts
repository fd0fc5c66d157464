import { inSpan } from '../../lib/tracing/spans';
import { CalendarProviderError } from './provider-error';
import type { CalendarProvider } from './provider-port';

/** Told of every provider call: its time and, when it failed, the error's kind (never its message). */
export type ProviderCallObserver = (
  provider: string,
  operation: string,
  seconds: number,
  error: string | null,
) => void;

const OPERATIONS = [
  'listCalendars',
  'readBusyTime',
  'syncBusy',
  'accountAddress',
  'createEvent',
  'updateEvent',
  'deleteEvent',
  'findEventByUid',
  'readResponses',
  'revokeAccess',
] as const;

/** The same provider, with each call of the port in a span and timed for `observe`. */
export function observedProvider(
  provider: CalendarProvider,
  observe: ProviderCallObserver,
): CalendarProvider {
  const observed = Object.create(provider) as Record<string, unknown>;
  for (const operation of OPERATIONS) {
    const call = (provider as unknown as Record<string, unknown>)[operation];
    if (typeof call !== 'function') continue;
    const attributes = {
      'overlap.calendar.provider': provider.kind,
      'overlap.calendar.operation': operation,
    };
    observed[operation] = (...args: unknown[]) =>
      inSpan(`calendar ${operation}`, attributes, async () => {
        const started = performance.now();
        try {
          const result: unknown = await (call as (...a: unknown[]) => Promise<unknown>).apply(provider, args);
          observe(provider.kind, operation, (performance.now() - started) / 1000, null);
          return result;
        } catch (error) {
          const kind = error instanceof CalendarProviderError ? error.code : 'unexpected';
          observe(provider.kind, operation, (performance.now() - started) / 1000, kind);
          throw error;
        }
      });
  }
  return observed as unknown as CalendarProvider;
}
