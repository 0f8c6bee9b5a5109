import { describe, expect, it } from 'vitest';
import { ELEMENT_TAGS } from '../protocol/elements';

/**
 * docs/embed.md complaint 4: importing the element bundles during server-side rendering must not throw "window is not
 * defined". This test runs in Node, where neither `window` nor `document` exists.
 */
describe('SSR safety', () => {
  it('imports the runtime and every element entry without a DOM', async () => {
    expect(typeof globalThis.window).toBe('undefined');
    const runtime = await import('./entries/runtime');
    expect(typeof runtime.start).toBe('function');
    for (const tag of ELEMENT_TAGS) {
      const entry = (await import(`./entries/${tag}.ts`)) as { define?: unknown };
      expect(typeof entry.define, tag).toBe('function');
    }
  });
});
