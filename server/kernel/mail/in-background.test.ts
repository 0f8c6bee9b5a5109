import { describe, expect, it } from 'vitest';
import type { Logger } from '../http/logger';
import { inBackground, settleBackground } from './in-background';

describe('background tasks', () => {
  it('run after the caller moves on, log a failure instead of losing it, and can be waited for, nested ones too', async () => {
    const errors: unknown[] = [];
    const deps: { logger: Logger } = { logger: { info: () => undefined, error: (message, error) => errors.push([message, error]) } };
    const done: string[] = [];
    inBackground(deps, 'first', async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      done.push('first');
      inBackground(deps, 'nested', async () => void done.push('nested'));
    });
    inBackground(deps, 'failing', async () => {
      throw new Error('SMTP is down');
    });
    expect(done).toEqual([]);
    await settleBackground(deps);
    expect(done).toEqual(['first', 'nested']);
    expect(errors).toEqual([['Background task failed: failing', new Error('SMTP is down')]]);
    // Another server's tasks are its own.
    await settleBackground({ logger: deps.logger });
  });
});
