import { describe, expect, it } from 'vitest';
import { lazyMethods } from './lazy-methods';

describe('lazyMethods', () => {
  it('loads nothing until a method is called, then calls the loaded method with its arguments', async () => {
    const loads: string[] = [];
    const methods = lazyMethods(async () => {
      loads.push('loaded');
      return { add: async (a: number, b: number) => a + b, name: async () => 'x', unused: async () => 'never listed' };
    }, ['add', 'name']);
    expect(Object.keys(methods)).toEqual(['add', 'name']);
    expect(loads).toEqual([]);
    expect(await methods.add(2, 3)).toBe(5);
    expect(await methods.name()).toBe('x');
    expect(loads).toEqual(['loaded', 'loaded']);
  });

  it('passes a failed load or a refusing method on to the caller, and tries the load again on the next call', async () => {
    let attempts = 0;
    const methods = lazyMethods(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('chunk failed to load');
      return { run: async () => Promise.reject(new Error('refused')) };
    }, ['run']);
    await expect(methods.run()).rejects.toThrow('chunk failed to load');
    await expect(methods.run()).rejects.toThrow('refused');
    expect(attempts).toBe(2);
  });
});
