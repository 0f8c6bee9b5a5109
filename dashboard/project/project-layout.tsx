import { Suspense, useEffect, useId, useMemo, useState } from 'react';
import { Link, Route, Switch, useLocation } from 'wouter';
import { useLoad } from '../hooks/use-load';
import { useAdminApp } from '../owner-context';
import NotFoundPage from '../pages/not-found-page';
import { Alert } from '../ui/alert';
import { focusControl } from '../ui/focus-control';
import { PROJECT_AREAS } from './project-areas';
import { ProjectContext, type ProjectScope } from './project-context';

/**
 * `/projects/:id/*`: the project's navigation and the screen of the current area. On a narrow screen the navigation
 * is a menu behind a button that names the current section, so no section hides off-screen.
 */
export function ProjectLayout({ projectId }: { projectId: string }) {
  const admin = useAdminApp(projectId);
  const loaded = useLoad(() => admin.getProject(), [admin]);
  const [location] = useLocation();
  const menuId = useId();
  // On a phone the sections are a menu (a button naming the current one); choosing a section closes it.
  const [menuOpen, setMenuOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location is what closes the menu
  useEffect(() => setMenuOpen(false), [location]);
  // A link from outside to a control (the server's production-check fix URL, `…/domains#allow-localhost`) focuses it.
  useEffect(() => {
    const control = decodeURIComponent(window.location.hash.slice(1));
    if (control) focusControl(control);
  }, []);
  const scope = useMemo<ProjectScope | null>(() => (loaded.value ? { admin, project: loaded.value, reload: loaded.reload } : null), [admin, loaded.value, loaded.reload]);
  if (!scope) {
    return (
      <main className="page" id="main">
        {loaded.error ? <Alert message={loaded.error} /> : <p role="status">Loading…</p>}
        {loaded.error ? <Link href="~/projects">Back to your projects</Link> : null}
      </main>
    );
  }
  const current = (path: string) => (path === '' ? location === '/' || location === '' : location === `/${path}` || location.startsWith(`/${path}/`));
  const here = PROJECT_AREAS.find((area) => current(area.path));
  return (
    <ProjectContext.Provider value={scope}>
      <div className="project-shell">
        <nav className="project-nav" aria-label="Project">
          <Link href="~/projects" className="muted small">
            All projects
          </Link>
          <p className="project-name">{scope.project.displayName}</p>
          <button type="button" className="button secondary nav-toggle" aria-expanded={menuOpen} aria-controls={menuId} onClick={() => setMenuOpen(!menuOpen)}>
            <span>Section: {here?.label ?? 'none'}</span>
            <span aria-hidden="true">{menuOpen ? '▴' : '▾'}</span>
          </button>
          <ul id={menuId} className={menuOpen ? 'open' : undefined}>
            {PROJECT_AREAS.map((area) => (
              <li key={area.path}>
                <Link href={`/${area.path}`} aria-current={current(area.path) ? 'page' : undefined}>
                  {area.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <main className="page" id="main">
          <Suspense fallback={<p role="status">Loading…</p>}>
            <Switch>
              {PROJECT_AREAS.flatMap((area) => [
                ...(area.routes ?? []).map((sub) => <Route key={sub.path} path={`/${sub.path}`} component={sub.screen} />),
                <Route key={area.path} path={`/${area.path}`} component={area.screen} />,
              ])}
              <Route component={NotFoundPage} />
            </Switch>
          </Suspense>
        </main>
      </div>
    </ProjectContext.Provider>
  );
}
