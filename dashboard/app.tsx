import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import type { ProjectOwnerApp } from '../core';
import { LatchProvider } from '../elements/latch-provider';
import { OwnerProvider } from './owner-context';
import { ServerFactsProvider, type ServerFacts } from './server-facts';
import NotFoundPage from './pages/not-found-page';
import { RequireOwner } from './shell/require-owner';
import { TopBar } from './shell/top-bar';

const HandlerPage = lazy(() => import('./pages/handler-page'));
const ProjectsPage = lazy(() => import('./projects/projects-page'));
const NewProjectPage = lazy(() => import('./projects/new-project-page'));
const ProjectLayout = lazy(() => import('./project/project-layout').then((module) => ({ default: module.ProjectLayout })));

/**
 * The dashboard: Latch's own screens for the owner's account under `/handler/*` (the same components as the auth-*
 * elements, through LatchProvider), and the owner's projects under `/projects`. Every screen is a deep link; the
 * browser's back button moves between them (wouter over the History API).
 */
export function App({ owner, theme, facts }: { owner: ProjectOwnerApp; theme: 'light' | 'dark'; facts: ServerFacts }) {
  return (
    <LatchProvider app={owner} theme={theme}>
      <ServerFactsProvider facts={facts}>
        <OwnerProvider owner={owner}>
          <a className="skip-link" href="#main">
            Skip to content
          </a>
          <TopBar />
          <Suspense
            fallback={
              <p role="status" className="page">
                Loading…
              </p>
            }
          >
            <Switch>
              <Route path="/">{() => <Redirect to="/projects" replace />}</Route>
              <Route path="/handler/*" component={HandlerPage} />
              <Route path="/projects">
                <RequireOwner>
                  <ProjectsPage />
                </RequireOwner>
              </Route>
              <Route path="/projects/new">
                <RequireOwner>
                  <NewProjectPage />
                </RequireOwner>
              </Route>
              <Route path="/projects/:projectId" nest>
                {(params) => (
                  <RequireOwner>
                    <ProjectLayout projectId={params.projectId} />
                  </RequireOwner>
                )}
              </Route>
              <Route>
                <main className="page" id="main">
                  <NotFoundPage />
                </main>
              </Route>
            </Switch>
          </Suspense>
        </OwnerProvider>
      </ServerFactsProvider>
    </LatchProvider>
  );
}
