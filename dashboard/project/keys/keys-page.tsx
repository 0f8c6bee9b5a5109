import { useState } from 'react';
import type { InternalApiKeyFirstView } from '../../../core';
import { useLoad } from '../../hooks/use-load';
import { ProjectKeysShownOnce } from '../../projects/project-keys-shown-once';
import { Alert } from '../../ui/alert';
import { PageHeader } from '../../ui/page-header';
import { Section } from '../../ui/section';
import { useProject } from '../project-context';
import { KeyCreateForm } from './key-create-form';
import { KeysTable } from './keys-table';

/** `/projects/:id/keys`: the project's key sets, a new set (its keys shown once), and revoking one. */
export default function KeysPage() {
  const { admin, project } = useProject();
  const keys = useLoad(() => admin.listInternalApiKeys(), [admin]);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<InternalApiKeyFirstView | null>(null);
  return (
    <>
      <PageHeader
        title="API keys"
        description="Keys let your site and servers use this project. Secret keys are shown once, when created."
        actions={
          creating || created ? null : (
            <button type="button" className="button" onClick={() => setCreating(true)}>
              New key set
            </button>
          )
        }
      />
      {creating ? (
        <Section title="New key set">
          <KeyCreateForm
            onCancel={() => setCreating(false)}
            onCreated={(firstView) => {
              setCreating(false);
              setCreated(firstView);
              keys.reload();
            }}
          />
        </Section>
      ) : null}
      {created ? (
        <>
          <Alert kind="success" message={`Key set “${created.description}” created. Copy its keys now: the secret ones are never shown again.`} />
          <ProjectKeysShownOnce projectId={project.id} keys={created} />
          <div className="row">
            <button type="button" className="button secondary" onClick={() => setCreated(null)}>
              I have copied the keys
            </button>
          </div>
        </>
      ) : null}
      <Section title="Key sets">
        <Alert message={keys.error} />
        {keys.value === undefined && !keys.error ? <p role="status">Loading…</p> : <KeysTable keys={keys.value ?? []} onRevoked={keys.reload} />}
      </Section>
    </>
  );
}
