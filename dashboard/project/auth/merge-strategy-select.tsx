import { useId, useState } from 'react';
import { refusalMessage } from '../../hooks/refusal-message';
import { Alert } from '../../ui/alert';
import { useProject } from '../project-context';

type Strategy = 'link_method' | 'raise_error' | 'allow_duplicates';

const STRATEGIES: { value: Strategy; label: string }[] = [
  { value: 'link_method', label: 'Link the new method to the existing account' },
  { value: 'raise_error', label: 'Refuse the sign-in' },
  { value: 'allow_duplicates', label: 'Create a separate account' },
];

/** What happens when an OAuth sign-in brings an e-mail address another account already uses; saved on change. */
export function MergeStrategySelect() {
  const { admin, project, reload } = useProject();
  const id = useId();
  const [shown, setShown] = useState<Strategy | null>(null);
  const [error, setError] = useState<string | null>(null);
  const change = async (next: Strategy) => {
    setShown(next);
    setError(null);
    try {
      await admin.updateProject({ config: { oauth_account_merge_strategy: next } });
      reload();
    } catch (failure) {
      setShown(null);
      setError(await refusalMessage(failure));
    }
  };
  return (
    <div className="field">
      <label htmlFor={id}>When an OAuth sign-in uses an e-mail address that already has an account</label>
      <select id={id} className="input" value={shown ?? project.config.oauthAccountMergeStrategy} onChange={(event) => void change(event.currentTarget.value as Strategy)}>
        {STRATEGIES.map((strategy) => (
          <option key={strategy.value} value={strategy.value}>
            {strategy.label}
          </option>
        ))}
      </select>
      <Alert message={error} />
    </div>
  );
}
