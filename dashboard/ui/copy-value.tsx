import { useState } from 'react';

/** A secret or id shown once in full, with a button that copies it. */
export function CopyValue({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="copy-value">
      <span className="muted small">{label}</span>
      <code data-testid={`copy-${label}`}>{value}</code>
      <button
        type="button"
        className="button secondary small"
        aria-label={`Copy ${label}`}
        onClick={() => {
          navigator.clipboard?.writeText(value).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
      >
        {copied ? 'Copied' : 'Copy'}
      </button>
    </div>
  );
}
