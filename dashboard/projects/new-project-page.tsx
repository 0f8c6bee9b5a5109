import { useState } from 'react';
import { Link } from 'wouter';
import { AdminApp, type AdminProject, type InternalApiKeyFirstView } from '../../core';
import { useAction } from '../hooks/use-action';
import { useOwner } from '../owner-context';
import { Alert } from '../ui/alert';
import { PageHeader } from '../ui/page-header';
import { TextField } from '../ui/text-field';
import { Toggle } from '../ui/toggle';
import { ProjectKeysShownOnce } from './project-keys-shown-once';
import { PROJECT_FIELDS } from '../errors/form-fields';

/** A year: the first keys should outlive the first deployment; they can be revoked any time. */
const FIRST_KEYS_LIFETIME_MS = 365 * 86_400_000;

/** `/projects/new`: name and first sign-in methods, then the new project's keys, shown once. */
export default function NewProjectPage() {
  const owner = useOwner();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [magicLink, setMagicLink] = useState(false);
  const [created, setCreated] = useState<{ project: AdminProject; keys: InternalApiKeyFirstView } | null>(null);
  const create = useAction(PROJECT_FIELDS);

  if (created) {
    return (
      <main className="page" id="main">
        <PageHeader title={`${created.project.displayName} is ready`} description="Copy these keys now: the secret ones are never shown again." />
        <ProjectKeysShownOnce projectId={created.project.id} keys={created.keys} />
        <Link href={`~/projects/${created.project.id}`} className="button">
          Open the project
        </Link>
      </main>
    );
  }
  return (
    <main className="page narrow" id="main">
      <PageHeader title="New project" />
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          void create.run(async () => {
            const project = await owner.createProject({ displayName: name.trim(), description: description.trim(), config: { magic_link_enabled: magicLink } });
            const admin = new AdminApp({ projectId: project.id, baseUrl: location.origin, tokenStore: null, redirectMethod: 'none', projectOwnerSession: owner });
            const keys = await admin.createInternalApiKey({
              description: 'First keys',
              expiresAt: new Date(Date.now() + FIRST_KEYS_LIFETIME_MS),
              hasPublishableClientKey: true,
              hasSecretServerKey: true,
              hasSuperSecretAdminKey: true,
            });
            setCreated({ project, keys });
          });
        }}
      >
        <TextField error={create.fieldError('name')} label="Project name" value={name} onChange={setName} required maxLength={255} autoFocus />
        <TextField
          error={create.fieldError('description')}
          label="Description"
          value={description}
          onChange={setDescription}
          maxLength={1000}
          hint="Optional; only owners see it."
        />
        <Toggle
          label="Sign-in with an e-mailed code or link"
          description="Password sign-in is on; more methods are in Authentication."
          checked={magicLink}
          onChange={setMagicLink}
        />
        <Alert message={create.error} />
        <div className="row">
          <button type="submit" className="button" disabled={create.busy || name.trim() === ''}>
            Create project
          </button>
          <Link href="~/projects" className="button secondary">
            Cancel
          </Link>
        </div>
      </form>
    </main>
  );
}
