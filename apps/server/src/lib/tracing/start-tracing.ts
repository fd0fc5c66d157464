import { context, propagation, trace } from '@opentelemetry/api';
import type { SpanProcessor } from '@opentelemetry/sdk-trace';

/**
 * Installs OpenTelemetry for the whole process: spans go to `processor`, the active span follows async
 * work, and W3C `traceparent` headers continue a caller's trace. The SDK's packages load only here.
 */
export async function installTracing(
  processor: SpanProcessor,
  serviceName: string,
): Promise<{ shutdown(): Promise<void> }> {
  const [{ TracerProvider }, { AsyncLocalStorageContextManager }, { W3CTraceContextPropagator }, resources] =
    await Promise.all([
      import('@opentelemetry/sdk-trace'),
      import('@opentelemetry/context-async-hooks'),
      import('@opentelemetry/core'),
      import('@opentelemetry/resources'),
    ]);
  const provider = new TracerProvider({
    resource: resources.resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [processor],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  return { shutdown: () => provider.shutdown() };
}

/** Tracing exported over OTLP (HTTP) to `endpoint`, as OTEL_EXPORTER_OTLP_ENDPOINT names it. */
export async function startTracing(settings: { endpoint: string; serviceName: string }) {
  const [{ BatchSpanProcessor }, { OTLPTraceExporter }] = await Promise.all([
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/exporter-trace-otlp-http'),
  ]);
  const exporter = new OTLPTraceExporter({ url: `${settings.endpoint.replace(/\/+$/, '')}/v1/traces` });
  return installTracing(new BatchSpanProcessor({ exporter }), settings.serviceName);
}
