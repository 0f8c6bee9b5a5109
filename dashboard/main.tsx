import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { ProjectOwnerApp } from '../core';
import { App } from './app';
import { MOUNT_ID, readDashboardConfig } from './dashboard-config';
import './styles/dashboard.css';

const mount =
  document.getElementById(MOUNT_ID) ??
  (() => {
    throw new Error(`The dashboard page has no #${MOUNT_ID}.`);
  })();
const config = readDashboardConfig(mount);
const owner = new ProjectOwnerApp({
  projectId: config.projectId,
  publishableClientKey: config.publishableClientKey,
  baseUrl: config.baseUrl,
  tokenStore: 'cookie',
  // Redirects (after sign-in, to sign-in) stay in the single-page app.
  redirectMethod: { navigate: (url) => navigate(new URL(url, location.href).pathname + new URL(url, location.href).search) },
  urls: { afterSignIn: '/projects', afterSignOut: '/handler/sign-in', home: '/projects' },
});
const dark = matchMedia('(prefers-color-scheme: dark)').matches;
createRoot(mount).render(<App owner={owner} theme={dark ? 'dark' : 'light'} facts={{ sharedMail: config.sharedMail, sharedOAuthKeys: config.sharedOAuthKeys }} />);
