import { describe, expect, it } from 'vitest';
import { useInProcessServer } from '../../core/test-support/in-process-apps';
import { createTeamSwitcher } from './team-switcher';
import { newEmail, PASSWORD, testFlowEnv } from './test-support/flow-env';
import { userTeams } from './user-teams';

const t = useInProcessServer();

/** Resolves once `check` holds for the store's value (the teams load in the background). */
function until<T>(store: { get(): T; subscribe(listener: (value: T) => void): () => void }, check: (value: T) => boolean): Promise<T> {
  return new Promise((resolve) => {
    const stop = store.subscribe((value) => {
      if (!check(value)) return;
      queueMicrotask(() => stop());
      resolve(value);
    });
  });
}

describe('team switcher', () => {
  it('creates a team that becomes the current one, tells the element, and every store of the page follows', async () => {
    await t.adminApp({ tokenStore: null }).updateProject({ config: { client_team_creation_enabled: true } });
    const env = testFlowEnv(t);
    await env.app.signUpWithCredential({ email: newEmail(), password: PASSWORD, noVerificationCallback: true });
    const changes: (string | null)[] = [];
    const store = createTeamSwitcher(env, (teamId) => changes.push(teamId));
    // Another element of the page (the settings' teams section) reads the same store.
    const elsewhere = userTeams(env.app);
    expect(elsewhere).toBe(store.$teams);
    expect(await until(store.$teams, (teams) => teams !== undefined)).toEqual([]);

    expect(await store.create('   ')).toBe(false);
    expect(store.$nameError.get()).toBe('teams.nameRequired');
    store.editName();
    expect(await store.create(' Platform ')).toBe(true);
    const [team] = (await until(store.$teams, (teams) => teams?.length === 1)) ?? [];
    expect(team?.displayName).toBe('Platform');
    expect(store.$selectedId.get()).toBe(team?.id);
    expect(changes).toEqual([team?.id]);

    expect(await store.select(null)).toBe(true);
    expect(store.$selectedId.get()).toBeNull();
    expect(changes).toEqual([team?.id, null]);
    // Picking the current team again changes nothing and tells nobody.
    expect(await store.select(null)).toBe(true);
    expect(changes).toHaveLength(2);
  });

  it('shows a refusal (client team creation off) and keeps the list', async () => {
    await t.adminApp({ tokenStore: null }).updateProject({ config: { client_team_creation_enabled: false } });
    const env = testFlowEnv(t);
    await env.app.signUpWithCredential({ email: newEmail(), password: PASSWORD, noVerificationCallback: true });
    const store = createTeamSwitcher(env, () => undefined);
    await until(store.$teams, (teams) => teams !== undefined);
    expect(await store.create('Refused')).toBe(false);
    expect(store.action.$failure.get()).not.toBeNull();
    expect(env.failures).toHaveLength(1);
    expect(store.$teams.get()).toEqual([]);
  });

  it('is null for a signed-out visitor', async () => {
    const env = testFlowEnv(t);
    const store = createTeamSwitcher(env, () => undefined);
    expect(await until(store.$teams, (teams) => teams !== undefined)).toBeNull();
  });
});
