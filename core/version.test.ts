import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLIENT_VERSION_LABEL, CORE_VERSION } from './version';

describe('client version', () => {
  it('matches package.json and the format the server parses (docs/wire.md §1)', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(CORE_VERSION).toBe(pkg.version);
    expect(CLIENT_VERSION_LABEL).toBe(`js @latch/core@${pkg.version}`);
    expect(CLIENT_VERSION_LABEL).toMatch(/^(\w+)\s+(@[\w/]+)@([\d.]+)$/);
  });
});
