import { atom, type ReadableAtom } from 'nanostores';
import { MAX_RETRY_AFTER_WAIT_MS, NETWORK_RETRIES } from '../../protocol/constants';
import { HEADER, LOCALE_HEADER, type AccessType } from '../../protocol/headers';
import { KnownError } from '../../protocol/known-error';
import type { FetchLike } from './fetch-like';
import type { TokenSession, UsableTokens } from '../tokens/token-session';
import { CLIENT_VERSION_LABEL } from '../version';
import { LatchHttpError } from './http-error';
import { checkServerHealth, isOffline, networkFailureError, stoppedError, type HealthCheck } from './network-diagnosis';
import { randomNonce } from './random-nonce';
import { readResponse } from './read-response';
import { retryAfterMs, retryDelayMs } from './retry-delay';
import { wait } from './wait';

/**
 * What a RequestSender needs to know about the app.
 *
 * @example
 * ```ts
 * const config: SenderConfig = { baseUrl: 'https://auth.example.com', projectId: 'internal', fetch: globalThis.fetch };
 * ```
 */
export type SenderConfig = {
  /** The server's origin, e.g. `https://auth.example.com`. */
  baseUrl: string;
  projectId: string;
  fetch: FetchLike;
  publishableClientKey?: string | undefined;
  secretServerKey?: string | undefined;
  superSecretAdminKey?: string | undefined;
  extraRequestHeaders?: Record<string, string> | undefined;
  /** Source of the retry jitter, uniform in [0, 1); tests pin it. */
  random?: () => number;
};

/**
 * The HTTP methods the API uses.
 *
 * @example
 * ```ts
 * const method: HttpMethod = 'PATCH';
 * ```
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

/**
 * One call of the API under `/api/v1`.
 *
 * @example
 * ```ts
 * const request: ApiRequest = { method: 'PATCH', path: '/users/me', body: { display_name: 'Ada' }, session };
 * ```
 */
export type ApiRequest = {
  method?: HttpMethod;
  /** Path under `/api/v1`, starting with `/`; path segments must already be encoded. */
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  /** Sent as JSON. */
  body?: unknown;
  /** Default 'client'. */
  accessType?: AccessType;
  /** The user session whose tokens go with the request; null or absent for project-level calls. */
  session?: TokenSession | null;
  /** Headers of this request only (Latch's own, such as `x-latch-known-device`). */
  headers?: Record<string, string> | undefined;
  /** Stops the request and its retries: it then rejects with a LatchNetworkError of kind 'stopped'. */
  signal?: AbortSignal | undefined;
  /** Lets the request outlive the page (`fetch`'s keepalive): a sign-out's revocation while the page moves on. */
  keepalive?: boolean | undefined;
};

/**
 * Whether the server answers: `not-answering` while at least one request has failed at the network level and is
 * waiting to try again (the retries go on), `answering` otherwise.
 *
 * @example
 * ```ts
 * app.$connection.subscribe((status) => notice.hidden = status === 'answering');
 * ```
 */
export type ConnectionStatus = 'answering' | 'not-answering';

/** Methods safe to send again after a 5xx (RFC 9110 §9.2.2). */
const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

type Attempt = { url: string; init: RequestInit; sentTokens: UsableTokens | null };

/** One request in flight: its own stop switch (the caller's signal and `stopWaiting` both pull it). */
type InFlight = { controller: AbortController };

/**
 * Sends requests the way the official client does (docs/product.md §7 "Common to all calls", docs/wire.md §1, §2):
 * - headers: project id, access type, client version, the user's tokens, the keys of the app's level, allow
 *   anonymous users, override error status, a random nonce, and Latch's `x-latch-locale` once `locale` is set; `credentials: 'omit'`, `cache: 'no-store'`;
 * - a fetch that rejects is retried up to NETWORK_RETRIES times with exponential, jittered delays; then the failure
 *   becomes a LatchNetworkError ('offline' or 'unreachable' after a connectivity check). When the browser says it
 *   is offline (`navigator.onLine === false`) it is the 'offline' error at once, without retries. Those retries take
 *   about half a minute, so from the first such failure `$connection` says `not-answering` (a page tells the person
 *   at once that it keeps trying), and `stopWaiting()` or the request's `signal` ends them: the request then
 *   rejects with the 'stopped' LatchNetworkError;
 * - 429 waits Retry-After and retries (a wait over MAX_RETRY_AFTER_WAIT_MS is a lockout and fails at once); 508 INFINITE_LOOP_DETECTED and 5xx of idempotent methods are retried;
 * - known errors are rebuilt (KnownError) and thrown; an invalid-access-token error drops the token, refreshes
 *   once and retries once; other non-2xx answers throw LatchHttpError.
 *
 * @example
 * ```ts
 * const sender = new RequestSender({ baseUrl, projectId, fetch: globalThis.fetch });
 * const user = await sender.sendJson<ClientUserJson>({ path: '/users/me', session });
 * ```
 */
export class RequestSender {
  private pendingHealthCheck: Promise<HealthCheck> | null = null;
  /** Requests that failed at the network level and are retrying. */
  private readonly waiting = new Set<InFlight>();
  readonly #connection = atom<ConnectionStatus>('answering');
  /** `not-answering` while any request is retrying after a network failure. */
  readonly $connection: ReadableAtom<ConnectionStatus> = this.#connection;
  /** The visitor's language, sent as `x-latch-locale` when set (`ClientApp.setLocale`). */
  locale: string | undefined;

  constructor(readonly config: SenderConfig) {}

  /** Stops every request that is retrying after a network failure; each rejects with the 'stopped' error. */
  stopWaiting(): void {
    for (const request of [...this.waiting]) request.controller.abort();
  }

  /** `${baseUrl}/api/v1`. */
  get apiUrl(): string {
    return `${this.config.baseUrl}/api/v1`;
  }

  /** Sends an API request; resolves with the 2xx response. */
  async send(request: ApiRequest): Promise<Response> {
    const method = request.method ?? 'GET';
    const session = request.session ?? null;
    let authRetried = false;
    return this.inFlight(request.signal, async (flight) => {
      for (let retries = 0; ; ) {
        const tokens = session ? await session.getTokens() : null;
        const attempt = this.apiAttempt(request, method, tokens);
        const outcome = await this.attempt(attempt, method, IDEMPOTENT_METHODS.has(method), retries, flight);
        if (outcome.type === 'done') return outcome.response;
        if (outcome.type === 'retry') {
          retries += 1;
          continue;
        }
        // An invalid-access-token error (docs/product.md §4): forget the token, refresh once, retry once.
        if (outcome.error.is('INVALID_ACCESS_TOKEN') && session && tokens && !authRetried) {
          authRetried = true;
          session.dropAccessToken(tokens.accessToken);
          continue;
        }
        throw outcome.error;
      }
    });
  }

  /** Sends an API request and parses the JSON answer. */
  async sendJson<T>(request: ApiRequest): Promise<T> {
    return (await (await this.send(request)).json()) as T;
  }

  /**
   * POSTs a form to a path under `/api/v1` without the X-Stack identity headers (the OAuth token endpoint, docs/wire.md
   * §4), with the same retries. Known errors are thrown.
   */
  async postForm(path: string, form: Record<string, string>, signal?: AbortSignal): Promise<Response> {
    const init: RequestInit = {
      method: 'POST',
      // The override header keeps an expected refusal (a revoked session) out of the browser console as a red 401.
      headers: {
        'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
        accept: 'application/json',
        [HEADER.overrideErrorStatus]: 'true',
      },
      body: new URLSearchParams(form).toString(),
      credentials: 'omit',
      cache: 'no-store',
    };
    return this.inFlight(signal, async (flight) => {
      for (let retries = 0; ; retries += 1) {
        // A refresh-token grant may be repeated safely, so it is retried like an idempotent request.
        const outcome = await this.attempt({ url: `${this.apiUrl}${path}`, init, sentTokens: null }, 'POST', true, retries, flight);
        if (outcome.type === 'done') return outcome.response;
        if (outcome.type === 'known-error') throw outcome.error;
      }
    });
  }

  /** Runs one request with its stop switch, tied to the caller's signal; it leaves the waiting set when it ends. */
  private async inFlight<T>(signal: AbortSignal | undefined, run: (flight: InFlight) => Promise<T>): Promise<T> {
    if (signal?.aborted) throw stoppedError(this.config.baseUrl, signal.reason);
    const flight: InFlight = { controller: new AbortController() };
    const stop = () => flight.controller.abort(signal?.reason);
    signal?.addEventListener('abort', stop, { once: true });
    try {
      return await run(flight);
    } finally {
      signal?.removeEventListener('abort', stop);
      this.setWaiting(flight, false);
    }
  }

  private setWaiting(flight: InFlight, waiting: boolean): void {
    if (waiting) this.waiting.add(flight);
    else this.waiting.delete(flight);
    this.#connection.set(this.waiting.size > 0 ? 'not-answering' : 'answering');
  }

  private apiAttempt(request: ApiRequest, method: HttpMethod, tokens: UsableTokens | null): Attempt {
    const { config } = this;
    const accessType = request.accessType ?? 'client';
    const headers: Record<string, string> = {
      [HEADER.overrideErrorStatus]: 'true',
      [HEADER.projectId]: config.projectId,
      [HEADER.accessType]: accessType,
      [HEADER.clientVersion]: CLIENT_VERSION_LABEL,
      [HEADER.allowAnonymousUser]: 'true',
      [HEADER.randomNonce]: randomNonce(),
    };
    if (config.publishableClientKey) headers[HEADER.publishableClientKey] = config.publishableClientKey;
    if (this.locale) headers[LOCALE_HEADER] = this.locale;
    if (accessType === 'server' && config.secretServerKey) headers[HEADER.secretServerKey] = config.secretServerKey;
    if (accessType === 'admin' && config.superSecretAdminKey) headers[HEADER.superSecretAdminKey] = config.superSecretAdminKey;
    if (tokens) {
      headers[HEADER.accessToken] = tokens.accessToken;
      if (tokens.refreshToken !== null) headers[HEADER.refreshToken] = tokens.refreshToken;
    }
    Object.assign(headers, request.headers, config.extraRequestHeaders);
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    return {
      url: `${this.apiUrl}${request.path}${queryString(request.query)}`,
      init: {
        method,
        headers,
        ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
        ...(request.keepalive ? { keepalive: true } : {}),
        credentials: 'omit',
        cache: 'no-store',
      },
      sentTokens: tokens,
    };
  }

  /** One try. Waits before answering 'retry'; throws when the failure may not be retried (any more). */
  private async attempt(
    { url, init }: Attempt,
    method: string,
    idempotent: boolean,
    retries: number,
    flight: InFlight,
  ): Promise<{ type: 'done'; response: Response } | { type: 'retry' } | { type: 'known-error'; error: KnownError }> {
    const canRetry = retries < NETWORK_RETRIES;
    const { signal } = flight.controller;
    let raw: Response;
    try {
      raw = await this.config.fetch(url, { ...init, signal });
    } catch (error) {
      if (signal.aborted) throw stoppedError(this.config.baseUrl, signal.reason);
      // An offline browser fails at once: retrying (about 38 s of back-off) cannot help until it is back online.
      if (!canRetry || isOffline()) throw await this.networkError(error);
      // The retries below take about half a minute in all: say at once that the server is not answering.
      this.setWaiting(flight, true);
      await wait(retryDelayMs(retries, this.config.random), signal);
      if (signal.aborted) throw stoppedError(this.config.baseUrl, signal.reason);
      return { type: 'retry' };
    }
    // Any answer, even a refusal, shows the server is there.
    this.setWaiting(flight, false);
    const outcome = await readResponse(raw);
    if (outcome instanceof KnownError) return { type: 'known-error', error: outcome };
    if (outcome.ok) return { type: 'done', response: outcome };
    const text = await outcome.text();
    const delay = retryDelayFor(outcome, text, idempotent, retries, this.config.random);
    if (delay === null || !canRetry) {
      const retryAfter = outcome.status === 429 ? retryAfterMs(outcome.headers.get('retry-after')) : null;
      throw new LatchHttpError(outcome.status, text, `${method} ${new URL(url).pathname}`, retryAfter);
    }
    await wait(delay, signal);
    if (signal.aborted) throw stoppedError(this.config.baseUrl, signal.reason);
    return { type: 'retry' };
  }

  private async networkError(cause: unknown): Promise<Error> {
    if (isOffline()) return networkFailureError(this.config.baseUrl, cause, null);
    // Requests failing together share one health check.
    this.pendingHealthCheck ??= checkServerHealth(this.config.fetch, this.config.baseUrl).finally(() => {
      this.pendingHealthCheck = null;
    });
    return networkFailureError(this.config.baseUrl, cause, await this.pendingHealthCheck);
  }
}

/** The pause before retrying a non-2xx answer, or null when it must not be retried (docs/product.md §7). */
function retryDelayFor(response: Response, text: string, idempotent: boolean, retries: number, random: (() => number) | undefined): number | null {
  if (response.status === 429) {
    const asked = retryAfterMs(response.headers.get('retry-after'));
    if (asked !== null && asked > MAX_RETRY_AFTER_WAIT_MS) return null; // a lockout: report it, do not wait it out
    return asked ?? retryDelayMs(retries, random);
  }
  if (response.status === 508 && text.includes('INFINITE_LOOP_DETECTED')) return retryDelayMs(retries, random);
  if (response.status >= 500 && idempotent) return retryDelayMs(retries, random);
  return null;
}

function queryString(query: ApiRequest['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
