import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../start-server';
import { createTestDatabase, testDialects, type TestDatabase } from '../../test-support/test-databases';
import { PASSWORD, uniqueEmail } from '../../test-support/test-accounts';
import { createLogger } from './logger';
import { callApi, passwordSignUp, seriesValue } from './observability-fixtures';
import { startTestReceiver } from '../../test-support/test-webhook-receiver';

const TOKEN = 'metrics-token-for-tests-0123456789';
const SIGN_IN_ROUTE = '/api/v1/auth/password/sign-in';

/**
 * What an operator sees of a running server (README "Metrics, logs and traces"): `/metrics` behind its token, the
 * counters moving with real sign-ins, one JSON log line per request with the id the answer carries, and no secret in
 * the log. The server runs as `npm start` runs it, over HTTP, on each engine.
 */
describe.each(testDialects)('metrics and request log (%s)', (dialect) => {
  let database: TestDatabase;
  let server: RunningServer;
  const lines: string[] = [];
  const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const logger = await createLogger({ format: 'json', level: 'info', destination: { write: (line) => lines.push(line) } });
    server = await startServer({ database: database.location, port: 0, host: '127.0.0.1', logger, webhooks: { pollIntervalMs: 100 }, metricsToken: TOKEN });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const scrape = async (): Promise<string> => {
    const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    return response.text();
  };
  const demo = () => server.bootstrap.demo;

  it('refuses a scrape without the token or with another one', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}x` }, { authorization: TOKEN }] as Array<Record<string, string>>) {
      const response = await fetch(`${server.url}/metrics`, { headers });
      expect(response.status).toBe(401);
      expect(await response.text()).not.toContain('latch_');
    }
  });

  it('counts a password sign-in, its failures and its route by pattern', async () => {
    const email = uniqueEmail('metrics');
    const signedUp = await passwordSignUp(server.url, demo(), email);
    const before = await scrape();
    const success = 'latch_sign_ins_total{method="password",outcome="success"}';
    const failure = 'latch_sign_ins_total{method="password",outcome="failure"}';
    const ok = `latch_http_requests_total{method="POST",route="${SIGN_IN_ROUTE}",status="200"}`;
    const refused = `latch_http_requests_total{method="POST",route="${SIGN_IN_ROUTE}",status="400"}`;

    const client = { type: 'client' as const, project: demo() };
    expect((await callApi(server.url, 'POST', '/auth/password/sign-in', client, { email, password: PASSWORD })).status).toBe(200);
    expect((await callApi(server.url, 'POST', '/auth/password/sign-in', client, { email, password: 'not the password' })).status).toBe(400);
    // A user's page: counted under its pattern, so no user id becomes a series.
    expect((await callApi(server.url, 'GET', `/users/${signedUp.user_id}`, { type: 'server', project: demo() })).status).toBe(200);
    const after = await scrape();

    expect(seriesValue(after, success) - seriesValue(before, success)).toBe(1);
    expect(seriesValue(after, failure) - seriesValue(before, failure)).toBe(1);
    expect(seriesValue(after, ok) - seriesValue(before, ok)).toBe(1);
    expect(seriesValue(after, refused) - seriesValue(before, refused)).toBe(1);
    expect(seriesValue(after, `latch_http_request_duration_seconds_count{method="POST",route="${SIGN_IN_ROUTE}",status="200"}`)).toBeGreaterThan(0);
    expect(seriesValue(after, 'latch_http_requests_total{method="GET",route="/api/v1/users/:user_id",status="200"}')).toBe(1);
    expect(after).not.toContain(signedUp.user_id);
  });

  it('counts a rate-limit refusal by the limit that refused', async () => {
    const series = 'latch_rate_limit_refusals_total{limit="cli-login-poll"}';
    const before = seriesValue(await scrape(), series);
    const client = { type: 'client' as const, project: demo() };
    const polling_code = `poll-${uniqueEmail('code')}`;
    let status = 0;
    for (let i = 0; i < 70 && status !== 429; i += 1) status = (await callApi(server.url, 'POST', '/auth/cli/poll', client, { polling_code })).status;
    expect(status).toBe(429);
    const after = await scrape();
    expect(seriesValue(after, series) - before).toBe(1);
    expect(after).not.toContain(polling_code);
  });

  it('counts e-mails sent and webhook deliveries made', async () => {
    const receiver = await startTestReceiver();
    try {
      const endpoint = await callApi(server.url, 'POST', '/internal/webhooks/endpoints', { type: 'admin', project: demo() }, { url: receiver.url });
      expect(endpoint.ok).toBe(true);
      const sent = 'latch_emails_total{outcome="sent"}';
      const delivered = 'latch_webhook_deliveries_total{outcome="succeeded"}';
      const before = await scrape();
      const email = uniqueEmail('hooks');
      await passwordSignUp(server.url, demo(), email);
      const reset = await callApi(
        server.url,
        'POST',
        '/auth/password/send-reset-code',
        { type: 'client', project: demo() },
        { email, callback_url: 'http://localhost:3000/handler/password-reset' },
      );
      expect(reset.status).toBe(200);
      // The mail goes out behind the answer and the worker polls every 100 ms: wait, within bounds, for both.
      let after = before;
      for (let i = 0; i < 50 && (seriesValue(after, sent) === seriesValue(before, sent) || receiver.received.length === 0); i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        after = await scrape();
      }
      expect(seriesValue(after, sent) - seriesValue(before, sent)).toBeGreaterThanOrEqual(1);
      expect(receiver.received.map((message) => message.json.type)).toContain('user.created');
      expect(seriesValue(await scrape(), delivered) - seriesValue(before, delivered)).toBeGreaterThanOrEqual(1);

      // A receiver that fails: the attempt is counted as retrying, and the delivery waits in the backlog.
      receiver.answer = { status: 500, body: 'down' };
      const retrying = 'latch_webhook_deliveries_total{outcome="retrying"}';
      const failing = await scrape();
      await passwordSignUp(server.url, demo(), uniqueEmail('hooks-down'));
      after = failing;
      for (let i = 0; i < 50 && seriesValue(after, retrying) === seriesValue(failing, retrying); i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        after = await scrape();
      }
      expect(seriesValue(after, retrying) - seriesValue(failing, retrying)).toBeGreaterThanOrEqual(1);
      expect(seriesValue(after, 'latch_webhook_backlog')).toBeGreaterThanOrEqual(1);
    } finally {
      await receiver.close();
    }
  });

  it('shows statements, caches, the webhook backlog, the pool on PostgreSQL and the event loop', async () => {
    const { access_token } = await passwordSignUp(server.url, demo(), uniqueEmail('cache'));
    for (let i = 0; i < 3; i += 1) {
      expect((await callApi(server.url, 'GET', '/users/me', { type: 'client', project: demo(), accessToken: access_token })).status).toBe(200);
    }
    const text = await scrape();
    expect(seriesValue(text, 'latch_db_query_duration_seconds_count{outcome="ok"}')).toBeGreaterThan(0);
    expect(seriesValue(text, 'latch_cache_lookups_total{cache="session-user",result="hit"}')).toBeGreaterThanOrEqual(2);
    expect(seriesValue(text, 'latch_cache_lookups_total{cache="project",result="hit"}')).toBeGreaterThan(0);
    expect(text).toMatch(/\nlatch_webhook_backlog \d+\n/);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    if (dialect === 'postgres') expect(seriesValue(text, 'latch_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    else expect(text).not.toContain('latch_db_pool_connections');
  });

  it('writes one JSON line per request, with the id the answer carries and the path without its query', async () => {
    const response = await callApi(server.url, 'GET', '/projects/current?code=do-not-log-me', { type: 'client', project: demo() }, undefined, { 'x-request-id': 'edge-7f3a.91' });
    // Refused (an unknown query parameter), and logged all the same.
    expect(response.status).toBe(400);
    expect(response.headers.get('x-request-id')).toBe('edge-7f3a.91');
    expect(response.headers.get('x-stack-request-id')).toBe('edge-7f3a.91');
    expect(response.headers.get('access-control-expose-headers')).toContain('x-request-id');
    const line = logged().find((entry) => entry.request_id === 'edge-7f3a.91');
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'GET',
      route: '/api/v1/projects/current',
      path: '/api/v1/projects/current',
      status: 400,
      project_id: demo().id,
      client: '127.0.0.1',
    });
    expect(typeof line?.duration_ms).toBe('number');
    expect(lines.join('')).not.toContain('do-not-log-me');

    // An id that is not a short sane token is replaced by a fresh one, in the header and the log alike.
    const odd = await fetch(`${server.url}/health`, { headers: { 'x-request-id': `<script>${'x'.repeat(80)}` } });
    const fresh = odd.headers.get('x-request-id') ?? '';
    expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
    expect(logged().filter((entry) => entry.request_id === fresh)).toHaveLength(1);
  });

  it('logs no password, token or code after a sign-up, a sign-in and a refresh', async () => {
    const email = uniqueEmail('secrets');
    const password = 'Pa55word-that-must-not-be-logged';
    const client = { type: 'client' as const, project: demo() };
    const up = await callApi(server.url, 'POST', '/auth/password/sign-up', client, { email, password });
    expect(up.status).toBe(200);
    const signIn = await callApi(server.url, 'POST', '/auth/password/sign-in', client, { email, password });
    const tokens = (await signIn.json()) as { access_token: string; refresh_token: string };
    const refresh = await callApi(server.url, 'POST', '/auth/sessions/current/refresh', { ...client, refreshToken: tokens.refresh_token });
    expect(refresh.status).toBe(200);
    const { access_token: refreshed } = (await refresh.json()) as { access_token: string };
    const text = lines.join('');
    expect(logged().filter((entry) => entry.msg === 'request').length).toBeGreaterThan(3);
    for (const secret of [password, tokens.access_token, tokens.refresh_token, refreshed, demo().keys.publishable_client_key]) expect(text).not.toContain(secret);
  });
});
