/** A request's span, opaque outside the tracer. */
export type RequestSpan = { readonly requestSpan: true };

/**
 * OpenTelemetry traces, when they are on (README "Metrics, logs and traces"): a server span per HTTP request, and
 * child spans for database statements and for sending mail. The OpenTelemetry packages are loaded only then.
 */
export type Tracing = {
  startRequest(method: string): RequestSpan;
  /** Runs `work` (the rest of the request) with `span` as the parent of the spans it makes. */
  within(span: RequestSpan, work: () => Promise<void>): Promise<void>;
  endRequest(span: RequestSpan, route: string, status: number): void;
  /** A finished statement, as a child of the current request's span (none outside a request). */
  query(sql: string, durationMs: number, failed: boolean): void;
  /** Runs `send` inside a `mail.send` span. */
  mail<T>(send: () => Promise<T>): Promise<T>;
  /** Sends the spans still buffered, then stops. */
  shutdown(): Promise<void>;
};

/** Whether the standard variables ask for traces: `OTEL_EXPORTER_OTLP_ENDPOINT` or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`. */
export function tracesWanted(env: NodeJS.ProcessEnv): boolean {
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

/**
 * The tracer when `wanted`, else undefined, and then nothing of OpenTelemetry is imported: the module that uses it
 * is loaded here, on demand. The exporter reads the standard `OTEL_*` variables (endpoint, headers, service name).
 *
 * @example
 * ```ts
 * const tracing = await loadTracing(tracesWanted(process.env));
 * ```
 */
export async function loadTracing(wanted: boolean): Promise<Tracing | undefined> {
  if (!wanted) return undefined;
  const { startOtelTracing } = await import('./otel-tracing');
  return startOtelTracing();
}
