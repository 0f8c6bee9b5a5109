import { useLocation } from 'wouter';
import { useAction } from '../../hooks/use-action';
import { ConfirmDelete } from '../../ui/confirm-delete';
import { Section } from '../../ui/section';
import { useProject } from '../project-context';

/** Deletes the project and everything in it, after its name is typed; then back to the projects list. */
export function DeleteProjectSection() {
  const { admin, project } = useProject();
  const [, navigate] = useLocation();
  const remove = useAction();
  return (
    <Section title="Delete this project" description="Its users, teams, keys, e-mails and webhooks go with it. This cannot be undone.">
      <ConfirmDelete
        name={project.displayName}
        what="project"
        busy={remove.busy}
        error={remove.error}
        onConfirm={() => {
          void remove
            .run(() => admin.deleteProject())
            .then((ok) => {
              if (ok) navigate('~/projects', { replace: true });
            });
        }}
      />
    </Section>
  );
}
