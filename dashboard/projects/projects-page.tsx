import { Link } from 'wouter';
import { useLoad } from '../hooks/use-load';
import { useOwner } from '../owner-context';
import { Alert } from '../ui/alert';
import { PageHeader } from '../ui/page-header';

/** `/projects`: the projects the owner's teams own, and the way to create one. */
export default function ProjectsPage() {
  const owner = useOwner();
  const projects = useLoad(() => owner.listOwnedProjects(), [owner]);
  return (
    <main className="page" id="main">
      <PageHeader
        title="Projects"
        description="Each project has its own users, sign-in methods, domains and keys."
        actions={
          <Link href="~/projects/new" className="button">
            New project
          </Link>
        }
      />
      <Alert message={projects.error} />
      {projects.value === undefined ? (
        <p role="status">Loading…</p>
      ) : projects.value.length === 0 ? (
        <p className="empty">You have no project yet. Create one to get its keys and a script tag for your site.</p>
      ) : (
        <ul className="project-grid" aria-label="Your projects">
          {projects.value.map((project) => (
            <li key={project.id}>
              <Link href={`~/projects/${project.id}`} className="project-card">
                <strong>{project.displayName}</strong>
                <span className="muted small">{project.userCount === 1 ? '1 user' : `${project.userCount} users`}</span>
                {project.description ? <span className="muted small">{project.description}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
