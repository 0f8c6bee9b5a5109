import { beforeEach, describe, expect, it } from 'vitest';
import type { OtpNonceJson } from '../../../protocol/email-code/json';
import type { AdminProjectJson } from '../../../protocol/projects/json';
import type { ServerUserJson } from '../../../protocol/users/json';
import type { SignUpRule } from '../../../protocol/sign-up-rule-engine';
import type { SignUpRulesStatsJson, SignUpRulesTestJson } from '../../../protocol/sign-up-rules/json';
import { ALL_ACCESS_TYPES, expectUnadmittedTypesRefused, itRefusesOtherProjects, jsonRequest } from '../../test-support/access-checks';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { codeFromMail, lastOutboxMailTo } from '../../test-support/outbox-mail';
import { client, configure, createProjectWithKeys, PASSWORD, signUp, uniqueEmail } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { accessHeaders, type TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

const CALLBACK = 'http://localhost:3000/handler/magic-link-callback';
const REJECTED = "Your sign up was rejected by an administrator's sign-up rule.";
const rule = (condition: string, type: SignUpRule['action']['type'], priority = 0, extra: Partial<SignUpRule> = {}): SignUpRule => ({
  enabled: true,
  displayName: `${type} ${condition}`,
  priority,
  condition,
  action: { type, message: 'for the admins only' },
  ...extra,
});

describe.each(testDialects)('sign-up rules on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;
  let other: TestProject;
  const admin = () => ({ type: 'admin' as const, project });

  beforeEach(async () => {
    project = await createProjectWithKeys(t, { config: { allow_localhost: true, magic_link_enabled: true } });
    other = await createProjectWithKeys(t);
  });

  async function users(): Promise<string[]> {
    const rows = await t.deps.db.selectFrom('users').select('id').where('project_id', '=', project.id).execute();
    return rows.map((r) => r.id);
  }

  function passwordSignUp(email: string, access = client(project), headers?: Record<string, string>): Promise<Response> {
    return t.api('POST', '/auth/password/sign-up', access, { email, password: PASSWORD }, headers);
  }

  async function expectRejected(response: Response): Promise<void> {
    const body = await expectKnownError(response, 403, 'SIGN_UP_REJECTED', { message: REJECTED });
    expect(body.error).toBe(REJECTED);
  }

  it('stores the rules and the default action in the project config, and the admin reads them back', async () => {
    const rules = { 'no-example': rule('emailDomain == "example.com"', 'reject') };
    const updated = await expectJson<AdminProjectJson>(
      await t.api('PATCH', '/internal/projects/current', admin(), { config: { sign_up_rules: rules, sign_up_rules_default_action: 'reject' } }),
    );
    expect(updated.config.sign_up_rules).toEqual(rules);
    expect(updated.config.sign_up_rules_default_action).toBe('reject');
    const read = await expectJson<AdminProjectJson>(await t.api('GET', '/internal/projects/current', admin()));
    expect(read.config).toMatchObject({ sign_up_rules: rules, sign_up_rules_default_action: 'reject' });
    // The public view of the project does not show them.
    expect(JSON.stringify(await expectJson(await t.api('GET', '/projects/current', client(project))))).not.toContain('sign_up_rules');
  });

  it.each([
    ['a condition that does not parse', { bad: rule('emailDomain = "x"', 'reject') }],
    ['an unknown field', { bad: rule('phone == "1"', 'reject') }],
    ['a bad regular expression', { bad: rule('email.matches("(")', 'reject') }],
    ['a restrict action (Latch has no restricted users)', { bad: { ...rule('true', 'reject'), action: { type: 'restrict' } } }],
    ['a rule id with a space', { 'bad id': rule('true', 'reject') }],
    ['an unknown key in a rule', { bad: { ...rule('true', 'reject'), extra: 1 } }],
  ])('refuses %s with SCHEMA_ERROR and keeps the rules it had', async (_name, rules) => {
    const kept = { keep: rule('true', 'allow') };
    await configure(t, project, { sign_up_rules: kept });
    await expectKnownError(await t.api('PATCH', '/internal/projects/current', admin(), { config: { sign_up_rules: rules } }), 400, 'SCHEMA_ERROR');
    const read = await expectJson<AdminProjectJson>(await t.api('GET', '/internal/projects/current', admin()));
    expect(read.config.sign_up_rules).toEqual(kept);
  });

  it('refuses a password sign-up a rule rejects, with Stack error and not the rule message; no user is left behind; other domains sign up', async () => {
    await configure(t, project, { sign_up_rules: { 'no-example': rule('emailDomain == "blocked.example"', 'reject') } });
    await expectRejected(await passwordSignUp(uniqueEmail().replace(/@.*/, '@Blocked.Example')));
    expect(await users()).toEqual([]);
    const ok = await signUp(t, project, uniqueEmail().replace(/@.*/, '@fine.example'));
    expect(await users()).toEqual([ok.user_id]);
  });

  it('default reject: only what a rule allows signs up; existing users still sign in', async () => {
    const member = await signUp(t, project, 'member@company.example');
    await configure(t, project, { sign_up_rules: { company: rule('emailDomain == "company.example"', 'allow') }, sign_up_rules_default_action: 'reject' });
    await expectRejected(await passwordSignUp('someone@elsewhere.example'));
    await expectJson(await passwordSignUp('new@company.example'));
    await expectJson(await t.api('POST', '/auth/password/sign-in', client(project), { email: 'member@company.example', password: PASSWORD }));
    expect((await users()).length).toBe(2);
    expect(await users()).toContain(member.user_id);
  });

  it('a higher priority rule decides first; a disabled rule is skipped', async () => {
    await configure(t, project, {
      sign_up_rules: {
        'allow-all': rule('true', 'allow', 1),
        'reject-all': rule('true', 'reject', 2),
        'allow-first': rule('true', 'allow', 3, { enabled: false }),
      },
    });
    await expectRejected(await passwordSignUp(uniqueEmail()));
  });

  it('applies to e-mail code sign-up (authMethod "otp"), and the refused code signs nobody up', async () => {
    await configure(t, project, { sign_up_rules: { 'no-otp': rule('authMethod == "otp"', 'reject') } });
    const email = uniqueEmail('otp');
    await expectJson<OtpNonceJson>(await t.api('POST', '/auth/otp/send-sign-in-code', client(project), { email, callback_url: CALLBACK }));
    const code = codeFromMail(await lastOutboxMailTo(t.deps.db, project.id, email), CALLBACK);
    await expectRejected(await t.api('POST', '/auth/otp/sign-in', client(project), { code }));
    expect(await users()).toEqual([]);
    // Password sign-up is another method, so the rule lets it through.
    await expectJson(await passwordSignUp(email));
  });

  it('lets anonymous sign-up through but applies to the anonymous user upgrading, which stays anonymous', async () => {
    await configure(t, project, { sign_up_rules: {}, sign_up_rules_default_action: 'reject' });
    const anonymous = await expectJson<{ user_id: string; access_token: string }>(await t.api('POST', '/auth/anonymous/sign-up', client(project), {}));
    await expectRejected(await passwordSignUp(uniqueEmail(), client(project, anonymous.access_token), { 'x-stack-allow-anonymous-user': 'true' }));
    const user = await expectJson<ServerUserJson>(await t.api('GET', `/users/${anonymous.user_id}`, { type: 'server', project }));
    expect(user).toMatchObject({ is_anonymous: true, primary_email: null, has_password: false });
  });

  it('the test endpoint runs the rules on a sample without counting or creating anything', async () => {
    await configure(t, project, {
      sign_up_rules: {
        watch: rule('countryCode == "DE"', 'log', 5),
        'no-github': rule('authMethod == "oauth" && oauthProvider == "github"', 'reject', 1),
        off: rule('true', 'reject', 9, { enabled: false }),
      },
    });
    const sample = { email: 'Ann@Example.com', auth_method: 'oauth', oauth_provider: 'github', country_code: 'de' };
    const result = await expectJson<SignUpRulesTestJson>(await t.api('POST', '/internal/sign-up-rules-test', admin(), sample));
    expect(result.context).toEqual({ email: 'ann@example.com', email_domain: 'example.com', country_code: 'DE', auth_method: 'oauth', oauth_provider: 'github' });
    expect(result.evaluations.map((e) => [e.rule_id, e.status])).toEqual([
      ['off', 'disabled'],
      ['watch', 'matched'],
      ['no-github', 'matched'],
    ]);
    expect(result.evaluations[2]).toMatchObject({
      display_name: 'reject authMethod == "oauth" && oauthProvider == "github"',
      enabled: true,
      action: { type: 'reject', message: 'for the admins only' },
    });
    expect(result.outcome).toEqual({ should_allow: false, decision: 'reject', decision_rule_id: 'no-github', restricted_because_of_rule_id: null });
    const other = await expectJson<SignUpRulesTestJson>(await t.api('POST', '/internal/sign-up-rules-test', admin(), { auth_method: 'password', email: null }));
    expect(other.outcome).toEqual({ should_allow: true, decision: 'default-allow', decision_rule_id: null, restricted_because_of_rule_id: null });
    const stats = await expectJson<SignUpRulesStatsJson>(await t.api('GET', '/internal/sign-up-rules-stats', admin()));
    expect(stats.total_triggers).toBe(0);
    expect(await users()).toEqual([]);
  });

  it.each([
    ['an unknown method', { auth_method: 'sms' }],
    ['a three-letter country', { auth_method: 'password', country_code: 'DEU' }],
    ['an unknown key', { auth_method: 'password', ip: '1.2.3.4' }],
  ])('the test endpoint refuses %s with SCHEMA_ERROR', async (_name, body) => {
    await expectKnownError(await t.api('POST', '/internal/sign-up-rules-test', admin(), body), 400, 'SCHEMA_ERROR');
  });

  it('counts each rule that matched a real sign-up: log rules and the deciding rule, in the last 48 hours and ever', async () => {
    await configure(t, project, {
      sign_up_rules: { watch: rule('emailDomain == "watch.example"', 'log', 2), block: rule('email.startsWith("bad")', 'reject', 1) },
    });
    await expectJson(await passwordSignUp('good@watch.example'));
    await expectRejected(await passwordSignUp('bad@watch.example'));
    await expectRejected(await passwordSignUp('bad@other.example'));
    await expectJson(await passwordSignUp('good@other.example'));
    const stats = await expectJson<SignUpRulesStatsJson>(await t.api('GET', '/internal/sign-up-rules-stats', admin()));
    expect(stats.analytics_hours).toBe(48);
    expect(stats.total_triggers).toBe(4);
    expect(stats.triggers_by_action).toEqual({ allow: 0, reject: 2, restrict: 0, log: 2 });
    expect(stats.rule_triggers.map((r) => [r.rule_id, r.total_count, r.all_time_count])).toEqual([
      ['block', 2, 2],
      ['watch', 2, 2],
    ]);
    const hours = stats.rule_triggers[0]?.hourly_counts ?? [];
    expect(hours).toHaveLength(48);
    expect(hours.at(-1)?.count).toBe(2);
    expect(hours.at(-1)?.hour).toBe(new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000).toISOString());
    // Another project's stats are its own.
    const otherStats = await expectJson<SignUpRulesStatsJson>(await t.api('GET', '/internal/sign-up-rules-stats', { type: 'admin', project: other }));
    expect(otherStats.total_triggers).toBe(0);
  });

  describe('access', () => {
    let user: { access_token: string; refresh_token: string };
    beforeEach(async () => {
      user = await signUp(t, project);
    });
    const routes = [
      ['POST /internal/sign-up-rules-test', 'POST', '/internal/sign-up-rules-test', { auth_method: 'password' }],
      ['GET /internal/sign-up-rules-stats', 'GET', '/internal/sign-up-rules-stats', undefined],
    ] as const;
    for (const [name, method, path, body] of routes) {
      const send = (headers: Record<string, string>) => t.request(`/api/v1${path}`, jsonRequest(method, headers, body));
      it(`${name} is for admins only`, async () => {
        await expectUnadmittedTypesRefused(send, ['admin'], project, user.access_token);
        expect((await send(accessHeaders({ type: 'admin', project }))).status).toBe(200);
      });
      itRefusesOtherProjects(name, {
        send,
        types: ALL_ACCESS_TYPES,
        accounts: () => ({ owner: project, other, user }),
        state: async () => t.deps.db.selectFrom('sign_up_rule_triggers').select('id').execute(),
      });
    }
  });
});
