import { useState } from 'react';
import type { ServerUser } from '../../../core';
import { useAction } from '../../hooks/use-action';
import { Alert } from '../../ui/alert';
import { Section } from '../../ui/section';
import { TextField } from '../../ui/text-field';
import { useProject } from '../project-context';
import { NEW_USER_FIELDS } from '../../errors/form-fields';

/** Creates a user as a server admin can: an e-mail (sign-in with it on) and, if given, a password. */
export function CreateUserForm({ onCreated, onCancel }: { onCreated(user: ServerUser): void; onCancel(): void }) {
  const { admin } = useProject();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const create = useAction(NEW_USER_FIELDS);
  return (
    <Section title="Create user" description="The user can sign in with this e-mail (and the password, if you set one).">
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          void create.run(async () => {
            const user = await admin.createUser({ primaryEmail: email.trim(), primaryEmailAuthEnabled: true, ...(password ? { password } : {}) });
            onCreated(user);
          });
        }}
      >
        <div className="grid-2">
          <TextField error={create.fieldError('email')} label="E-mail" type="email" value={email} onChange={setEmail} required autoComplete="off" />
          <TextField error={create.fieldError('password')} label="Password" type="password" value={password} onChange={setPassword} autoComplete="new-password" hint="Optional." />
        </div>
        <Alert message={create.error} />
        <div className="row">
          <button type="submit" className="button" disabled={create.busy || email.trim() === ''}>
            Create
          </button>
          <button type="button" className="button secondary" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </Section>
  );
}
