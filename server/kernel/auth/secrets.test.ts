import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { newOrderedId } from './secrets';

describe('newOrderedId', () => {
  it('is a valid UUIDv7, and ids made in one millisecond sort in the order they were made', () => {
    const ids = Array.from({ length: 5000 }, () => newOrderedId(1_700_000_000_000));
    for (const id of ids.slice(0, 10)) expect(z.uuid({ version: 'v7' }).safeParse(id).success).toBe(true);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
