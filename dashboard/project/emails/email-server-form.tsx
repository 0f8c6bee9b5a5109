import { useState } from 'react';
import { useAction } from '../../hooks/use-action';
import { Alert } from '../../ui/alert';
import { TextField } from '../../ui/text-field';
import { useProject } from '../project-context';
import { TestEmailForm } from './test-email-form';
import { useServerFacts } from '../../server-facts';
import { secretHint } from '../../ui/secret-hint';
import { EMAIL_SERVER_FIELDS } from '../../errors/form-fields';

/**
 * Shared sender or the project's own SMTP server (config.email_config). The password is write-only: never shown back;
 * left blank, the saved one is kept.
 */
export function EmailServerForm() {
  const { admin, project, reload } = useProject();
  const { sharedMail } = useServerFacts();
  const saved = project.config.emailConfig;
  const own = saved.type === 'standard' ? saved : null;
  const [type, setType] = useState(saved.type);
  const [host, setHost] = useState(own?.host ?? '');
  const [port, setPort] = useState(own ? String(own.port) : '587');
  const [username, setUsername] = useState(own?.username ?? '');
  const [password, setPassword] = useState('');
  const [senderName, setSenderName] = useState(own?.senderName ?? project.displayName);
  const [senderEmail, setSenderEmail] = useState(own?.senderEmail ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const action = useAction(EMAIL_SERVER_FIELDS);
  const smtp = { host: host.trim(), port: Number(port), username, password: password === '' ? (own?.password ?? '') : password, senderName, senderEmail: senderEmail.trim() };

  const submit = async () => {
    setProblem(null);
    setDone(false);
    if (type === 'standard' && smtp.password === '') return setProblem('Enter the SMTP password.');
    if (type === 'standard' && !(Number.isInteger(smtp.port) && smtp.port > 0)) return setProblem('The port is a number such as 587.');
    const email_config =
      type === 'shared'
        ? { type }
        : { type, host: smtp.host, port: smtp.port, username: smtp.username, password: smtp.password, sender_name: smtp.senderName, sender_email: smtp.senderEmail };
    if (await action.run(() => admin.updateProject({ config: { email_config } }))) {
      setPassword('');
      setDone(true);
      reload();
    }
  };

  return (
    <div className="stack">
      <form
        className="stack"
        aria-label="E-mail server"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <fieldset className="choice">
          <legend>Send e-mail with</legend>
          <label>
            <input type="radio" name="email-server" checked={type === 'shared'} onChange={() => setType('shared')} />{' '}
            {sharedMail === 'smtp'
              ? "The server's shared e-mail server (default templates, sent from the server's own address)"
              : 'The development outbox (mail is kept here and not sent; templates may be tried)'}
          </label>
          <label>
            <input type="radio" name="email-server" checked={type === 'standard'} onChange={() => setType('standard')} /> My own SMTP server
          </label>
        </fieldset>
        {type === 'standard' ? (
          <div className="grid-2">
            <TextField error={action.fieldError('host')} label="SMTP host" value={host} onChange={setHost} required autoComplete="off" />
            <TextField error={action.fieldError('port')} label="SMTP port" value={port} onChange={setPort} required inputMode="numeric" />
            <TextField error={action.fieldError('username')} label="SMTP username" value={username} onChange={setUsername} required autoComplete="off" />
            <TextField
              error={action.fieldError('password')}
              label="SMTP password"
              type="password"
              value={password}
              onChange={setPassword}
              autoComplete="new-password"
              hint={secretHint(password, own !== null, 'password')}
            />
            <TextField error={action.fieldError('senderName')} label="Sender name" value={senderName} onChange={setSenderName} required />
            <TextField error={action.fieldError('senderEmail')} label="Sender e-mail" type="email" value={senderEmail} onChange={setSenderEmail} required />
          </div>
        ) : null}
        <Alert message={problem ?? action.error} />
        <Alert kind="success" message={done ? 'E-mail server saved.' : null} />
        <div className="actions">
          <button type="submit" className="button" disabled={action.busy}>
            Save e-mail server
          </button>
        </div>
      </form>
      {type === 'standard' ? <TestEmailForm smtp={smtp} /> : null}
    </div>
  );
}
