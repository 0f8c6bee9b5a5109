import { describe, expect, it } from 'vitest';
import { evaluateSignUpRules, type SignUpRule } from './sign-up-rule-engine';
import { signUpRuleContext } from './sign-up-rules/condition';
import { conditionText, parseCondition } from './sign-up-rules/condition-parser';

const sample = signUpRuleContext({ email: 'Ann.Lee@Example.COM', countryCode: 'de', authMethod: 'oauth', oauthProvider: 'github' });
const holds = (condition: string) => evaluateSignUpRules({ r: { enabled: true, priority: 0, condition, action: { type: 'reject' } } }, 'allow', sample).should_allow === false;

describe('sign-up rule conditions (Stack CEL subset)', () => {
  it('reads the sign-up as Stack does: address lower-cased, its domain, country upper-cased', () => {
    expect(sample).toEqual({ email: 'ann.lee@example.com', emailDomain: 'example.com', countryCode: 'DE', authMethod: 'oauth', oauthProvider: 'github' });
    expect(signUpRuleContext({ authMethod: 'passkey' })).toEqual({ email: '', emailDomain: '', countryCode: '', authMethod: 'passkey', oauthProvider: '' });
  });

  it.each([
    ['emailDomain == "example.com"', true],
    ['emailDomain != "example.com"', false],
    ['email.endsWith("@example.com")', true],
    ['email.startsWith("bob")', false],
    ['email.contains("lee")', true],
    ['email.matches("^ann\\\\.[a-z]+@")', true],
    ['countryCode in ["FR", "DE"]', true],
    ['countryCode in []', false],
    ['authMethod == "oauth" && oauthProvider == "github"', true],
    ['authMethod == "password" || oauthProvider == "gitlab"', false],
    ['!(emailDomain == "example.com")', false],
    ['(authMethod == "password" || countryCode == "DE") && true', true],
    ['email == "quote\\"d"', false],
    ['false', false],
  ])('%s matches: %s', (condition, expected) => {
    expect(holds(condition)).toBe(expected);
  });

  it.each([
    ['emailDomain = "x"', /Cannot read|Expected/],
    ['phone == "1"', /Unknown field phone/],
    ['email.size("x")', /Unknown function size/],
    ['email == "x" &&', /ends too early/],
    ['email.matches("(")', /not a valid regular expression/],
    ['email == "x")', /Unexpected \)/],
  ])('refuses %s with a message that says why', (condition, message) => {
    expect(() => parseCondition(condition)).toThrow(message);
  });

  it('writes a parsed condition back to text that parses to the same thing', () => {
    const text = 'emailDomain in ["a.com", "b\\"c"] && (authMethod == "otp" || email.endsWith("@x.org"))';
    const parsed = parseCondition(text);
    expect(conditionText(parsed)).toBe(text);
    expect(parseCondition(conditionText(parsed))).toEqual(parsed);
  });
});

describe('evaluating sign-up rules', () => {
  const rule = (priority: number, condition: string, type: SignUpRule['action']['type'], enabled = true): SignUpRule => ({ enabled, priority, condition, action: { type } });

  it('runs rules by priority, high first, then by id; the first allow or reject decides; log rules only count', () => {
    const rules = {
      b: rule(1, 'true', 'allow'),
      a: rule(1, 'emailDomain == "example.com"', 'log'),
      z: rule(5, 'countryCode == "DE"', 'reject'),
      off: rule(9, 'true', 'allow', false),
    };
    const trace = evaluateSignUpRules(rules, 'allow', sample);
    expect(trace.evaluations.map((e) => [e.rule_id, e.status])).toEqual([
      ['off', 'disabled'],
      ['z', 'matched'],
    ]);
    expect(trace).toMatchObject({ should_allow: false, decision: 'reject', decision_rule_id: 'z', matched_rule_ids: ['z'] });
    const germanyOff = evaluateSignUpRules({ ...rules, z: rule(5, 'countryCode == "FR"', 'reject') }, 'reject', sample);
    expect(germanyOff).toMatchObject({ should_allow: true, decision: 'allow', decision_rule_id: 'b', matched_rule_ids: ['a', 'b'] });
  });

  it('falls back to the default action, skipping rules without a condition', () => {
    const rules = { empty: { enabled: true, priority: 0, action: { type: 'allow' as const } } };
    expect(evaluateSignUpRules(rules, 'reject', sample)).toMatchObject({ should_allow: false, decision: 'default-reject', decision_rule_id: null });
    expect(evaluateSignUpRules(rules, 'reject', sample).evaluations[0]?.status).toBe('missing_condition');
    expect(evaluateSignUpRules({}, 'allow', sample)).toMatchObject({ should_allow: true, decision: 'default-allow' });
  });
});
