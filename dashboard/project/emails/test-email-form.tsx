import { useState } from 'react';
import type { SmtpConfig } from '../../../core';
import { useAction } from '../../hooks/use-action';
import { Alert } from '../../ui/alert';
import { TextField } from '../../ui/text-field';
import { useProject } from '../project-context';
import { TEST_EMAIL_FIELDS } from '../../errors/form-fields';

/** Sends a test e-mail through the SMTP settings as they are in the form (saved or not) and shows the server's answer. */
export function TestEmailForm({ smtp }: { smtp: SmtpConfig }) {
  const { admin } = useProject();
  const [recipient, setRecipient] = useState('');
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  const action = useAction(TEST_EMAIL_FIELDS);
  const send = () =>
    action.run(async () => {
      setAnswer(null);
      const result = await admin.sendTestEmail({ recipientEmail: recipient.trim(), smtp });
      setAnswer(result.success ? { ok: true, message: `The test e-mail was sent to ${recipient.trim()}.` } : { ok: false, message: result.errorMessage });
    });
  return (
    <form
      className="stack"
      aria-label="Send a test e-mail"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <h3>Send a test e-mail</h3>
      <TextField
        error={action.fieldError('recipient')}
        label="Test recipient"
        type="email"
        value={recipient}
        onChange={setRecipient}
        required
        hint="Uses the SMTP settings above, even before they are saved."
      />
      <Alert message={action.error} />
      {answer ? <Alert kind={answer.ok ? 'success' : 'error'} message={answer.message} /> : null}
      <div className="actions">
        <button type="submit" className="button secondary" disabled={action.busy}>
          {action.busy ? 'Sending…' : 'Send a test e-mail'}
        </button>
      </div>
    </form>
  );
}
