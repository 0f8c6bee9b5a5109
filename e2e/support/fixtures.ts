import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { ELEMENT_EVENTS } from '../../protocol/elements';
import { readTargets, type DatabaseKind, type Target } from './targets';

/** A DOM event as a host page's `document.addEventListener` heard it. */
export type RecordedEvent = {
  page: Page;
  name: string;
  /** `#document`, or the local name (and `#id`) of `event.target` as `document` sees it (after retargeting). */
  target: string;
  bubbles: boolean;
  composed: boolean;
  cancelable: boolean;
  detail: unknown;
  /** `Date.now()` in the page when the event fired (the same clock as the test's: one machine). */
  at: number;
};

/**
 * Everything the browser said during one test, across pages and navigations: the auth-* DOM events that reached
 * `document`, and the problems a site owner would see in the console (errors, warnings, uncaught exceptions,
 * Content-Security-Policy violations). Any problem a test did not `allow` fails it.
 */
class BrowserLog {
  readonly events: RecordedEvent[] = [];
  readonly problems: string[] = [];
  private readonly allowed: RegExp[] = [];

  /** Accepts problems matching `pattern` (a test that provokes one on purpose). */
  allow(pattern: RegExp): void {
    this.allowed.push(pattern);
  }

  unexpected(): string[] {
    return this.problems.filter((problem) => !this.allowed.some((pattern) => pattern.test(problem)));
  }

  violations(): string[] {
    return this.problems.filter((problem) => problem.startsWith('CSP violation'));
  }

  eventsOf(page: Page, name?: string): RecordedEvent[] {
    return this.events.filter((event) => event.page === page && (name === undefined || event.name === name));
  }
}

const BINDING = '__latchE2eRecord';

/** Runs in every page before its own scripts: what a host page listening on `document` would hear. */
function recorder({ binding, events }: { binding: string; events: string[] }): void {
  const record = (window as unknown as Record<string, (kind: string, payload: unknown) => Promise<void>>)[binding];
  if (!record) return;
  const describe = (target: EventTarget | null): string =>
    target === document ? '#document' : target instanceof Element ? target.localName + (target.id ? `#${target.id}` : '') : String(target);
  for (const name of events) {
    document.addEventListener(name, (event) => {
      const { bubbles, composed, cancelable } = event;
      void record('event', { name, target: describe(event.target), bubbles, composed, cancelable, detail: (event as CustomEvent).detail, at: Date.now() });
    });
  }
  document.addEventListener('securitypolicyviolation', (event) => {
    void record('violation', `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
  });
  const shifts: number[] = [];
  (window as unknown as { __latchShifts: number[] }).__latchShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) shifts.push(entry.value);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Wires a browser context to `log`: event and CSP recorders in every page, console and page errors. */
async function instrument(context: BrowserContext, log: BrowserLog): Promise<void> {
  await context.exposeBinding(BINDING, ({ page }, kind: string, payload: unknown) => {
    if (kind === 'event') log.events.push({ page, ...(payload as Omit<RecordedEvent, 'page'>) });
    else if (kind === 'violation') log.problems.push(`CSP violation on ${page.url()}: ${String(payload)}`);
  });
  await context.addInitScript(recorder, { binding: BINDING, events: Object.values(ELEMENT_EVENTS) });
  context.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const where = message.location().url;
    log.problems.push(`console ${message.type()} on ${message.page()?.url() ?? '?'}: ${message.text()}${where ? ` (${where})` : ''}`);
  });
  context.on('weberror', (error) => log.problems.push(`uncaught on ${error.page()?.url() ?? '?'}: ${error.error().message}`));
}

/** Total layout shift the page has seen since it started loading (PerformanceObserver, `layout-shift`). */
export async function layoutShift(page: Page): Promise<number> {
  const shifts = await page.evaluate(() => (window as unknown as { __latchShifts?: number[] }).__latchShifts ?? []);
  return shifts.reduce((sum, value) => sum + value, 0);
}

type WorkerFixtures = {
  /** Which database this project's server runs on (playwright.config.ts projects). */
  database: DatabaseKind;
  target: Target;
};

type TestFixtures = {
  log: BrowserLog;
  /** Another browser context (another browser profile: its own cookies), instrumented like the first. */
  newContext: () => Promise<BrowserContext>;
};

export type E2eWorkerOptions = Pick<WorkerFixtures, 'database'>;

export const test = base.extend<TestFixtures, WorkerFixtures>({
  database: ['sqlite', { option: true, scope: 'worker' }],
  target: [
    async ({ database }, use) => {
      const target = readTargets()[database];
      if (!target) throw new Error(`No Latch server on ${database} was started (global setup); is DATABASE_URL set?`);
      await use(target);
    },
    { scope: 'worker' },
  ],
  // Relative page.goto() paths go to the plain host site.
  baseURL: async ({ target }, use) => {
    await use(target.plainHostUrl);
  },
  log: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this object pattern; this one has none
    async ({}, use) => {
      const log = new BrowserLog();
      await use(log);
      expect(log.unexpected(), 'console errors or warnings, uncaught exceptions or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, log }, use) => {
    await instrument(context, log);
    await use(context);
  },
  newContext: async ({ browser, log }, use) => {
    const made: BrowserContext[] = [];
    await use(async () => {
      const context = await browser.newContext();
      made.push(context);
      await instrument(context, log);
      return context;
    });
    for (const context of made) await context.close();
  },
});

export { expect };
