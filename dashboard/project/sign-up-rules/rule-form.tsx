import { useId, useState } from 'react';
import type { SignUpRule } from '../../../protocol/sign-up-rule-engine';
import { SIGN_UP_RULE_FIELDS, type ConditionTest, type SignUpRuleField } from '../../../protocol/sign-up-rules/condition';
import { conditionText, parseCondition } from '../../../protocol/sign-up-rules/condition-parser';
import { useAction } from '../../hooks/use-action';
import { Alert } from '../../ui/alert';
import { TextField } from '../../ui/text-field';
import { Toggle } from '../../ui/toggle';

const FIELD_LABELS: Record<SignUpRuleField, string> = {
  email: 'E-mail address',
  emailDomain: 'E-mail domain',
  countryCode: 'Country code',
  authMethod: 'Sign-in method',
  oauthProvider: 'OAuth provider',
};
const OPERATORS: { value: ConditionTest['operator']; label: string }[] = [
  { value: 'equals', label: 'is' },
  { value: 'not_equals', label: 'is not' },
  { value: 'in_list', label: 'is one of (comma-separated)' },
  { value: 'ends_with', label: 'ends with' },
  { value: 'starts_with', label: 'starts with' },
  { value: 'contains', label: 'contains' },
  { value: 'matches', label: 'matches the pattern' },
];
const ACTIONS: { value: SignUpRule['action']['type']; label: string }[] = [
  { value: 'reject', label: 'Refuse the sign-up' },
  { value: 'allow', label: 'Allow the sign-up' },
  { value: 'log', label: 'Only count it' },
];

/** A rule being edited: its id, and either one test (the builder) or a condition typed in full. */
export type RuleDraft = { id: string; rule: SignUpRule };

type Builder = { field: SignUpRuleField; operator: ConditionTest['operator']; value: string };

/** The builder's view of a condition when it is a single test; null when only the text can show it. */
function builderOf(condition: string | undefined): Builder | null {
  if (!condition) return { field: 'emailDomain', operator: 'equals', value: '' };
  try {
    const node = parseCondition(condition);
    if (node.type !== 'test') return null;
    return { field: node.field, operator: node.operator, value: Array.isArray(node.value) ? node.value.join(', ') : node.value };
  } catch {
    return null;
  }
}

function builtCondition({ field, operator, value }: Builder): string {
  const test: ConditionTest =
    operator === 'in_list'
      ? {
          type: 'test',
          field,
          operator,
          value: value
            .split(',')
            .map((item) => item.trim())
            .filter((item) => item !== ''),
        }
      : { type: 'test', field, operator, value: value.trim() };
  return conditionText(test);
}

/** Adds a rule or edits one: a name, when it applies (one test, or a condition in Stack's CEL), and its action. */
export function RuleForm({
  initial,
  takenIds,
  onSave,
  onCancel,
}: {
  initial: RuleDraft | null;
  takenIds: string[];
  onSave(draft: RuleDraft): Promise<unknown>;
  onCancel?(): void;
}) {
  const ids = { field: useId(), operator: useId(), action: useId(), condition: useId() };
  const [name, setName] = useState(initial?.rule.displayName ?? '');
  const initialBuilder = builderOf(initial?.rule.condition);
  const [builder, setBuilder] = useState<Builder | null>(initialBuilder);
  const [text, setText] = useState(initial?.rule.condition ?? '');
  const [actionType, setActionType] = useState<SignUpRule['action']['type']>(initial?.rule.action.type ?? 'reject');
  const [enabled, setEnabled] = useState(initial?.rule.enabled ?? true);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useAction();
  const editing = initial !== null;
  const submit = async () => {
    setProblem(null);
    const condition = builder ? builtCondition(builder) : text.trim();
    try {
      parseCondition(condition);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      return;
    }
    if (builder && builder.value.trim() === '') {
      setProblem('Give the value the rule compares with.');
      return;
    }
    const id = initial?.id ?? newRuleId(name, takenIds);
    const rule: SignUpRule = {
      enabled,
      displayName: name.trim() || undefined,
      priority: initial?.rule.priority ?? 0,
      condition,
      action: initial?.rule.action.message ? { type: actionType, message: initial.rule.action.message } : { type: actionType },
    };
    const saved = await save.run(() => onSave({ id, rule }));
    if (saved && !editing) {
      setName('');
      setBuilder({ field: 'emailDomain', operator: 'equals', value: '' });
      setText('');
    }
  };
  return (
    <form
      className="stack"
      aria-label={editing ? `Edit rule ${initial.rule.displayName || initial.id}` : 'Add a sign-up rule'}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField label="Rule name" value={name} onChange={setName} placeholder="No sign-ups from example.com" maxLength={200} />
      {builder ? (
        <div className="grid-3">
          <div className="field">
            <label htmlFor={ids.field}>When the</label>
            <select id={ids.field} className="input" value={builder.field} onChange={(event) => setBuilder({ ...builder, field: event.currentTarget.value as SignUpRuleField })}>
              {SIGN_UP_RULE_FIELDS.map((field) => (
                <option key={field} value={field}>
                  {FIELD_LABELS[field]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={ids.operator}>Comparison</label>
            <select
              id={ids.operator}
              className="input"
              value={builder.operator}
              onChange={(event) => setBuilder({ ...builder, operator: event.currentTarget.value as ConditionTest['operator'] })}
            >
              {OPERATORS.map((operator) => (
                <option key={operator.value} value={operator.value}>
                  {operator.label}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label="Value"
            value={builder.value}
            onChange={(value) => setBuilder({ ...builder, value })}
            hint={builder.field === 'authMethod' ? 'password, otp, oauth or passkey' : builder.field === 'countryCode' ? 'Two letters, e.g. DE' : undefined}
          />
        </div>
      ) : (
        <div className="field">
          <label htmlFor={ids.condition}>Condition</label>
          <textarea id={ids.condition} className="input" rows={3} value={text} onChange={(event) => setText(event.currentTarget.value)} />
          <p className="muted small">Stack's CEL: email, emailDomain, countryCode, authMethod, oauthProvider with ==, !=, in [...], endsWith(), &amp;&amp;, ||.</p>
        </div>
      )}
      <div className="row">
        <button
          type="button"
          className="button secondary small"
          onClick={() => {
            if (builder) {
              setText(builder.value.trim() ? builtCondition(builder) : '');
              setBuilder(null);
            } else setBuilder(builderOf(text.trim()) ?? { field: 'emailDomain', operator: 'equals', value: '' });
          }}
        >
          {builder ? 'Write the condition instead' : 'Use the simple form'}
        </button>
      </div>
      <div className="grid-2">
        <div className="field">
          <label htmlFor={ids.action}>Then</label>
          <select id={ids.action} className="input" value={actionType} onChange={(event) => setActionType(event.currentTarget.value as SignUpRule['action']['type'])}>
            {ACTIONS.map((action) => (
              <option key={action.value} value={action.value}>
                {action.label}
              </option>
            ))}
          </select>
        </div>
        <Toggle label="Rule is on" checked={enabled} onChange={setEnabled} />
      </div>
      <Alert message={problem ?? save.error} />
      <div className="actions">
        <button type="submit" className="button" disabled={save.busy}>
          {editing ? 'Save rule' : 'Add rule'}
        </button>
        {onCancel ? (
          <button type="button" className="button secondary" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** A rule id from its name (Stack's ids: letters, digits, - and _), unique among `taken`. */
function newRuleId(name: string, taken: string[]): string {
  const base =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 50) || 'rule';
  let id = base;
  for (let n = 2; taken.includes(id); n++) id = `${base}-${n}`;
  return id;
}
