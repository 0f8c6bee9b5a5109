import { AsyncLocalStorage } from 'node:async_hooks';
import type { Span } from '@opentelemetry/api';
import type { RequestSpan, Tracing } from './tracing';

type LiveSpan = RequestSpan & { span: Span; method: string };

/** Longest statement text kept on a span. */
const MAX_STATEMENT_CHARS = 2_000;

/**
 * The OpenTelemetry tracer (loaded by tracing.ts only when traces are wanted): spans batched and sent as OTLP JSON
 * over HTTP. The request's span is carried in an AsyncLocalStorage of our own and passed as the explicit parent, so
 * no global context manager is installed and statements nest under the request that ran them.
 */
export async function startOtelTracing(): Promise<Tracing> {
  // Imported here, not at the top: the server bundle keeps these as imports made only when traces are on.
  const [api, sdk, exporterModule, resources] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  const { trace, ROOT_CONTEXT, SpanKind, SpanStatusCode } = api;
  const resource = resources
    .defaultResource()
    .merge(resources.resourceFromAttributes({ 'service.name': 'latch' }))
    .merge(resources.detectResources({ detectors: [resources.envDetector] }));
  const exporter = new exporterModule.OTLPTraceExporter();
  const provider = new sdk.TracerProvider({ resource, spanProcessors: [new sdk.BatchSpanProcessor({ exporter })] });
  const tracer = provider.getTracer('latch');
  const current = new AsyncLocalStorage<Span>();
  const parentContext = () => {
    const parent = current.getStore();
    return parent ? trace.setSpan(ROOT_CONTEXT, parent) : ROOT_CONTEXT;
  };

  return {
    startRequest: (method) => {
      const span = tracer.startSpan(method, { kind: SpanKind.SERVER, attributes: { 'http.request.method': method } }, ROOT_CONTEXT);
      return { requestSpan: true, span, method } satisfies LiveSpan;
    },
    within: (handle, work) => current.run((handle as LiveSpan).span, work),
    endRequest: (handle, route, status) => {
      const { span, method } = handle as LiveSpan;
      span.updateName(`${method} ${route}`);
      span.setAttributes({ 'http.route': route, 'http.response.status_code': status });
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    },
    query: (statement, durationMs, failed) => {
      const parent = current.getStore();
      if (!parent) return;
      const end = Date.now();
      const span = tracer.startSpan(
        'db.query',
        { kind: SpanKind.CLIENT, startTime: end - durationMs, attributes: { 'db.query.text': statement.slice(0, MAX_STATEMENT_CHARS) } },
        trace.setSpan(ROOT_CONTEXT, parent),
      );
      if (failed) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end(end);
    },
    mail: async (send) => {
      const span = tracer.startSpan('mail.send', { kind: SpanKind.CLIENT }, parentContext());
      try {
        return await current.run(span, send);
      } catch (error) {
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw error;
      } finally {
        span.end();
      }
    },
    shutdown: () => provider.shutdown(),
  };
}
