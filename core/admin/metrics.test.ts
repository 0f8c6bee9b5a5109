import { describe, expect, it } from 'vitest';
import { useInProcessServer } from '../test-support/in-process-apps';

const t = useInProcessServer();

/** Today's UTC day, as the metrics write it. */
const today = (): string => new Date().toISOString().slice(0, 10);

describe('AdminApp.getMetrics against the real server', () => {
  it('reads the counts, the daily series and the newest users as ServerUser objects', async () => {
    const admin = t.adminApp({ tokenStore: null });
    const before = await admin.getMetrics();
    for (const email of ['first-metrics@example.com', 'second-metrics@example.com']) {
      const client = t.clientApp();
      await client.signUpWithCredential({ email, password: 'correct horse', noVerificationCallback: true });
    }
    const metrics = await admin.getMetrics();
    expect(metrics.totalUsers).toBe(before.totalUsers + 2);
    expect(metrics.dailyUsers).toHaveLength(31);
    expect(metrics.dailyUsers.at(-1)).toEqual({ date: today(), activity: (before.dailyUsers.at(-1)?.activity ?? 0) + 2 });
    expect(metrics.dailyActiveUsers.at(-1)?.activity).toBeGreaterThanOrEqual(2);
    expect(metrics.usersByCountry).toEqual({});
    expect(metrics.loginMethods).toContainEqual({ method: 'password', count: (before.loginMethods.find((m) => m.method === 'password')?.count ?? 0) + 2 });

    const newest = metrics.recentlyRegistered[0];
    expect(newest?.primaryEmail).toBe('second-metrics@example.com');
    expect(newest?.signedUpAt).toBeInstanceOf(Date);
    // A ServerUser acts with server access, like the ones ServerApp.listUsers answers.
    await newest?.update({ displayName: 'Renamed from the metrics' });
    expect((await admin.getUser(newest?.id ?? ''))?.displayName).toBe('Renamed from the metrics');
    expect(metrics.recentlyActive.map((user) => user.id)).toContain(newest?.id);
  });

  it('counts anonymous users only when asked', async () => {
    const admin = t.adminApp({ tokenStore: null });
    const before = await admin.getMetrics({ includeAnonymous: true });
    const named = (await admin.getMetrics()).totalUsers;
    await t.clientApp().getUser({ or: 'anonymous' });
    expect((await admin.getMetrics()).totalUsers).toBe(named);
    expect((await admin.getMetrics({ includeAnonymous: true })).totalUsers).toBe(before.totalUsers + 1);
    expect((await admin.getMetrics({ includeAnonymous: true })).loginMethods.find((m) => m.method === 'anonymous')?.count).toBeGreaterThanOrEqual(1);
    await expect(admin.getMetrics({ includeAnonymous: 'yes' } as never)).rejects.toBeInstanceOf(TypeError);
  });
});
