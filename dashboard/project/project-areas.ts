import { lazy, type ComponentType } from 'react';

/**
 * The screens of a project, in the order of its navigation: each a lazy chunk, so opening the dashboard downloads
 * only the screen it shows. `path` is relative to `/projects/:id`; `routes` are the area's own sub-pages.
 */
export type ProjectArea = { path: string; label: string; screen: ComponentType; routes?: { path: string; screen: ComponentType }[] };

export const PROJECT_AREAS: ProjectArea[] = [
  { path: '', label: 'Overview', screen: lazy(() => import('./overview/overview-page')) },
  {
    path: 'users',
    label: 'Users',
    screen: lazy(() => import('./users/users-page')),
    routes: [{ path: 'users/:userId', screen: lazy(() => import('./users/user-page')) }],
  },
  {
    path: 'teams',
    label: 'Teams',
    screen: lazy(() => import('./teams/teams-page')),
    routes: [{ path: 'teams/:teamId', screen: lazy(() => import('./teams/team-page')) }],
  },
  { path: 'auth', label: 'Authentication', screen: lazy(() => import('./auth/auth-page')) },
  { path: 'sign-up-rules', label: 'Sign-up rules', screen: lazy(() => import('./sign-up-rules/sign-up-rules-page')) },
  { path: 'branding', label: 'Branding', screen: lazy(() => import('./branding/branding-page')) },
  { path: 'domains', label: 'Domains', screen: lazy(() => import('./domains/domains-page')) },
  {
    path: 'emails',
    label: 'E-mails',
    screen: lazy(() => import('./emails/emails-page')),
    routes: [{ path: 'emails/templates/:type', screen: lazy(() => import('./emails/template-page')) }],
  },
  { path: 'permissions', label: 'Permissions', screen: lazy(() => import('./permissions/permissions-page')) },
  { path: 'keys', label: 'API keys', screen: lazy(() => import('./keys/keys-page')) },
  {
    path: 'webhooks',
    label: 'Webhooks',
    screen: lazy(() => import('./webhooks/webhooks-page')),
    routes: [{ path: 'webhooks/:endpointId', screen: lazy(() => import('./webhooks/endpoint-page')) }],
  },
  { path: 'settings', label: 'Settings', screen: lazy(() => import('./settings/settings-page')) },
];
