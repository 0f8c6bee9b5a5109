import { useState } from 'react';

/**
 * A destructive action on one row (revoke a key, delete a definition) that asks once more in place: the first press
 * shows "Sure?" with the confirming button focused, so a stray click or Enter never acts alone.
 */
export function ConfirmButton({ label, confirmLabel, question, busy, onConfirm }: { label: string; confirmLabel: string; question: string; busy?: boolean; onConfirm(): void }) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className="button secondary small" onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  }
  return (
    <span className="row confirm-inline" role="group" aria-label={question}>
      <span className="small">{question}</span>
      <button type="button" className="button danger small" disabled={busy} autoFocus onClick={onConfirm}>
        {confirmLabel}
      </button>
      <button type="button" className="button secondary small" onClick={() => setAsking(false)}>
        Cancel
      </button>
    </span>
  );
}
