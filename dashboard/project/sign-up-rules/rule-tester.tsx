import { useId, useState } from 'react';
import type { SignUpRulesTestJson } from '../../../protocol/sign-up-rules/json';
import { useAction } from '../../hooks/use-action';
import { Alert } from '../../ui/alert';
import { Section } from '../../ui/section';
import { TextField } from '../../ui/text-field';
import { useProject } from '../project-context';

type Method = 'password' | 'otp' | 'oauth' | 'passkey';
const METHODS: { value: Method; label: string }[] = [
  { value: 'password', label: 'Password' },
  { value: 'otp', label: 'E-mail code' },
  { value: 'oauth', label: 'OAuth' },
  { value: 'passkey', label: 'Passkey' },
];

/** The outcome of a test in plain words. */
function verdict(result: SignUpRulesTestJson): string {
  const rule = result.evaluations.find((evaluation) => evaluation.rule_id === result.outcome.decision_rule_id);
  const name = rule ? `“${rule.display_name || rule.rule_id}”` : null;
  switch (result.outcome.decision) {
    case 'allow':
      return `Allowed by the rule ${name}.`;
    case 'reject':
      return `Refused by the rule ${name}.`;
    case 'default-allow':
      return 'Allowed: no rule decided, and the default is to allow.';
    case 'default-reject':
      return 'Refused: no rule decided, and the default is to refuse.';
  }
}

/** Runs the saved rules on a sample sign-up; nothing is created or counted. */
export function RuleTester() {
  const { admin } = useProject();
  const methodId = useId();
  const [email, setEmail] = useState('');
  const [method, setMethod] = useState<Method>('password');
  const [provider, setProvider] = useState('');
  const [country, setCountry] = useState('');
  const [result, setResult] = useState<SignUpRulesTestJson | null>(null);
  const test = useAction();
  return (
    <Section title="Test a sign-up" description="See what the saved rules would do with a sign-up.">
      <form
        className="stack"
        aria-label="Test a sign-up"
        onSubmit={(event) => {
          event.preventDefault();
          setResult(null);
          void test.run(async () =>
            setResult(
              await admin.testSignUpRules({ email: email.trim() || null, authMethod: method, oauthProvider: provider.trim() || null, countryCode: country.trim() || null }),
            ),
          );
        }}
      >
        <div className="grid-2">
          <TextField label="Sample e-mail address" type="email" value={email} onChange={setEmail} autoComplete="off" />
          <div className="field">
            <label htmlFor={methodId}>Sign-in method</label>
            <select id={methodId} className="input" value={method} onChange={(event) => setMethod(event.currentTarget.value as Method)}>
              {METHODS.map((item) => (
                <option key={item.value} value={item.value}>
                  {item.label}
                </option>
              ))}
            </select>
          </div>
          <TextField label="OAuth provider" value={provider} onChange={setProvider} placeholder="github" />
          <TextField label="Country code" value={country} onChange={setCountry} placeholder="DE" maxLength={2} />
        </div>
        <Alert message={test.error} />
        <div className="actions">
          <button type="submit" className="button" disabled={test.busy}>
            Test
          </button>
        </div>
      </form>
      {result ? (
        <div className="stack">
          <Alert kind={result.outcome.should_allow ? 'success' : 'info'} message={verdict(result)} />
          <ul className="plain-list small" aria-label="Each rule">
            {result.evaluations.map((evaluation) => (
              <li key={evaluation.rule_id}>
                {evaluation.display_name || evaluation.rule_id}: {evaluation.status.replace('_', ' ')}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Section>
  );
}
