import { useId, useState } from 'react';
import { orderedRules, type SignUpRule } from '../../../protocol/sign-up-rule-engine';
import { useAction } from '../../hooks/use-action';
import { useLoad } from '../../hooks/use-load';
import { Alert } from '../../ui/alert';
import { PageHeader } from '../../ui/page-header';
import { Section } from '../../ui/section';
import { useProject } from '../project-context';
import { RuleForm, type RuleDraft } from './rule-form';
import { RuleTester } from './rule-tester';

const ACTION_WORDS: Record<SignUpRule['action']['type'], string> = { reject: 'Refuse', allow: 'Allow', log: 'Count only' };

/**
 * `/projects/:id/sign-up-rules`: who may sign up (docs/wire.md §4 "Sign-up rules"). The rules in the order they run,
 * each with how many sign-ups it matched; add, edit, move, delete; the default action; a sample to test.
 */
export default function SignUpRulesPage() {
  const { admin, project, reload } = useProject();
  const rules = orderedRules(project.config.signUpRules);
  const stats = useLoad(() => admin.getSignUpRulesStats(), [admin, project]);
  const [editing, setEditing] = useState<string | null>(null);
  const change = useAction();
  const defaultId = useId();

  /** Saves the rules in `order` (first runs first): priorities count down so the order holds. */
  const saveInOrder = async (order: [string, SignUpRule][]) => {
    const next: Record<string, SignUpRule> = {};
    order.forEach(([id, rule], index) => {
      next[id] = { ...rule, priority: order.length - 1 - index };
    });
    await admin.updateProject({ config: { sign_up_rules: next } });
    reload();
  };
  const move = (index: number, by: -1 | 1) => {
    const order = [...rules];
    const [taken] = order.splice(index, 1);
    if (!taken) return;
    order.splice(index + by, 0, taken);
    void change.run(() => saveInOrder(order));
  };
  const saveDraft = async ({ id, rule }: RuleDraft) => {
    const exists = rules.some(([other]) => other === id);
    await saveInOrder(exists ? rules.map(([other, old]) => (other === id ? [id, rule] : [other, old])) : [...rules, [id, rule]]);
  };
  const matches = (id: string) => stats.value?.rule_triggers.find((trigger) => trigger.rule_id === id);
  const edited = rules.find(([id]) => id === editing);

  return (
    <>
      <PageHeader
        title="Sign-up rules"
        description="Allow or refuse new accounts by e-mail, domain, country or sign-in method. Rules run from the top; the first that allows or refuses decides."
      />
      <Section title="Rules">
        {rules.length === 0 ? <p className="muted">No rules yet: the default action decides every sign-up.</p> : null}
        <ol className="plain-list rule-list" aria-label="Sign-up rules">
          {rules.map(([id, rule], index) => {
            const counted = matches(id);
            return (
              <li key={id} className="rule-item">
                <div>
                  <strong>{rule.displayName || id}</strong> {rule.enabled ? null : <span className="badge">off</span>}
                  <div className="small">
                    <code>{rule.condition}</code> → {ACTION_WORDS[rule.action.type]}
                  </div>
                  <div className="muted small">
                    {counted ? `Matched ${counted.total_count} sign-up${counted.total_count === 1 ? '' : 's'} in 48 hours, ${counted.all_time_count} in all` : 'No matches yet'}
                  </div>
                </div>
                <div className="actions">
                  <button
                    type="button"
                    className="button secondary small"
                    aria-label={`Move ${rule.displayName || id} up`}
                    disabled={index === 0 || change.busy}
                    onClick={() => move(index, -1)}
                  >
                    Up
                  </button>
                  <button
                    type="button"
                    className="button secondary small"
                    aria-label={`Move ${rule.displayName || id} down`}
                    disabled={index === rules.length - 1 || change.busy}
                    onClick={() => move(index, 1)}
                  >
                    Down
                  </button>
                  <button type="button" className="button secondary small" aria-label={`Edit ${rule.displayName || id}`} onClick={() => setEditing(id)}>
                    Edit
                  </button>
                  <button
                    type="button"
                    className="button secondary small"
                    aria-label={`Delete ${rule.displayName || id}`}
                    disabled={change.busy}
                    onClick={() => void change.run(() => saveInOrder(rules.filter(([other]) => other !== id)))}
                  >
                    Delete
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
        <Alert message={change.error ?? stats.error} />
        {edited ? (
          <RuleForm
            key={`edit-${edited[0]}`}
            initial={{ id: edited[0], rule: edited[1] }}
            takenIds={rules.map(([id]) => id)}
            onCancel={() => setEditing(null)}
            onSave={async (draft) => {
              await saveDraft(draft);
              setEditing(null);
            }}
          />
        ) : (
          <RuleForm key="add" initial={null} takenIds={rules.map(([id]) => id)} onSave={saveDraft} />
        )}
      </Section>
      <Section title="When no rule decides">
        <div className="field">
          <label htmlFor={defaultId}>Default action</label>
          <select
            id={defaultId}
            className="input"
            value={project.config.signUpRulesDefaultAction}
            disabled={change.busy}
            onChange={(event) => {
              const value = event.currentTarget.value === 'reject' ? 'reject' : 'allow';
              void change.run(async () => {
                await admin.updateProject({ config: { sign_up_rules_default_action: value } });
                reload();
              });
            }}
          >
            <option value="allow">Allow the sign-up</option>
            <option value="reject">Refuse the sign-up</option>
          </select>
        </div>
      </Section>
      <RuleTester />
    </>
  );
}
