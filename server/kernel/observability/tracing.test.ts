import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startServer } from '../../start-server';
import { createTestDatabase, testDialects } from '../../test-support/test-databases';
import { uniqueEmail } from '../../test-support/test-accounts';
import { callApi, passwordSignUp } from './observability-fixtures';

// Records which OpenTelemetry modules get imported, and imports them for real.
const imported = vi.hoisted(() => new Set<string>());
vi.mock('./otel-tracing', async (original) => {
  imported.add('otel-tracing');
  return original();
});
vi.mock('@opentelemetry/api', async (original) => {
  imported.add('api');
  return original();
});
vi.mock('@opentelemetry/sdk-trace', async (original) => {
  imported.add('sdk-trace');
  return original();
});
vi.mock('@opentelemetry/exporter-trace-otlp-http', async (original) => {
  imported.add('exporter');
  return original();
});

type OtlpSpan = { traceId: string; spanId: string; parentSpanId?: string; name: string; kind: number; attributes: Array<{ key: string; value: Record<string, unknown> }> };
type OtlpExport = { resourceSpans: Array<{ resource: { attributes: Array<{ key: string; value: { stringValue?: string } }> }; scopeSpans: Array<{ spans: OtlpSpan[] }> }> };

/** A local OTLP/HTTP collector: takes `POST /v1/traces` (JSON) and keeps what it was sent. */
async function startCollector(): Promise<{ url: string; exports: OtlpExport[]; close(): Promise<void> }> {
  const exports: OtlpExport[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces' && request.headers['content-type']?.includes('application/json')) {
        exports.push(JSON.parse(body) as OtlpExport);
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      } else response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, exports, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const quiet = { info: () => undefined, error: () => undefined };
const OTEL_VARIABLES = ['OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_SERVICE_NAME', 'OTEL_BSP_SCHEDULE_DELAY'] as const;

/** Traces (README "Metrics, logs and traces"): nothing of OpenTelemetry without the variable; spans at a collector with it. */
describe('OpenTelemetry traces', () => {
  afterEach(() => {
    for (const name of OTEL_VARIABLES) delete process.env[name];
  });

  it('loads nothing of OpenTelemetry when no OTLP endpoint is set', async () => {
    const database = await createTestDatabase('sqlite');
    const server = await startServer({ database: database.location, port: 0, host: '127.0.0.1', logger: quiet, webhooks: false });
    try {
      await passwordSignUp(server.url, server.bootstrap.demo, uniqueEmail('untraced'));
      expect(server.deps.tracing).toBeUndefined();
      expect([...imported]).toEqual([]);
    } finally {
      await server.close();
      await database.drop();
    }
  });

  // After the test above: once loaded, the modules stay loaded.
  it.each(testDialects)('sends a server span per request, with its statements and mail as children, to the OTLP endpoint (%s)', async (dialect) => {
    const collector = await startCollector();
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = collector.url;
    process.env.OTEL_SERVICE_NAME = 'latch-under-test';
    process.env.OTEL_BSP_SCHEDULE_DELAY = '50';
    const database = await createTestDatabase(dialect);
    const server = await startServer({ database: database.location, port: 0, host: '127.0.0.1', logger: quiet, webhooks: false });
    const email = uniqueEmail('traced');
    try {
      await passwordSignUp(server.url, server.bootstrap.demo, email);
      const reset = await callApi(
        server.url,
        'POST',
        '/auth/password/send-reset-code',
        { type: 'client', project: server.bootstrap.demo },
        { email, callback_url: 'http://localhost:3000/handler/password-reset' },
      );
      expect(reset.status).toBe(200);
    } finally {
      // Closing flushes the spans still batched.
      await server.close();
      await database.drop();
      await collector.close();
    }
    expect([...imported].sort()).toEqual(['api', 'exporter', 'otel-tracing', 'sdk-trace']);
    const resources = collector.exports.flatMap((e) => e.resourceSpans);
    expect(resources[0]?.resource.attributes).toContainEqual({ key: 'service.name', value: { stringValue: 'latch-under-test' } });
    const spans = resources.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans));
    const request = spans.find((span) => span.name === 'POST /api/v1/auth/password/sign-up');
    expect(request?.kind).toBe(2); // SERVER
    expect(request?.attributes).toContainEqual({ key: 'http.response.status_code', value: { intValue: 200 } });
    const childrenOf = (parent: OtlpSpan | undefined) => spans.filter((span) => span.parentSpanId === parent?.spanId && span.traceId === parent?.traceId);
    expect(childrenOf(request).filter((span) => span.name === 'db.query').length).toBeGreaterThan(2);
    // The reset code's mail goes out after the answer, still as a child of the request that asked for it.
    const resetRequest = spans.find((span) => span.name === 'POST /api/v1/auth/password/send-reset-code');
    expect(childrenOf(resetRequest).map((span) => span.name)).toContain('mail.send');
  });
});
