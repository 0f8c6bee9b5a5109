import { useId, useState } from 'react';
import { Alert } from './alert';

/**
 * A destructive action that asks for the thing's name to be typed first (GitHub's pattern), so a slip of the mouse
 * never deletes a project.
 */
export function ConfirmDelete({ name, what, busy, error, onConfirm }: { name: string; what: string; busy: boolean; error: string | null; onConfirm(): void }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  return (
    <form
      className="confirm-delete"
      onSubmit={(event) => {
        event.preventDefault();
        if (typed === name) onConfirm();
      }}
    >
      <label htmlFor={id}>
        Type <strong>{name}</strong> to delete this {what}
      </label>
      <input id={id} className="input" value={typed} autoComplete="off" onChange={(event) => setTyped(event.currentTarget.value)} />
      <Alert message={error} />
      <button type="submit" className="button danger" disabled={typed !== name || busy}>
        Delete {what}
      </button>
    </form>
  );
}
