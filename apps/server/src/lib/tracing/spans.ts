import { SpanStatusCode, trace, type Attributes } from '@opentelemetry/api';

/** The server's tracer: a no-op until tracing is installed (start-tracing.ts). */
export const tracer = () => trace.getTracer('overlap');

/**
 * Runs `work` in a span named `name`. A failure marks the span with the error's name only: messages can
 * hold addresses or personal links.
 */
export function inSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  return tracer().startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : 'error' });
      throw error;
    } finally {
      span.end();
    }
  });
}
