import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { SignInFlow } from '../flows/sign-in';
import type { SignInMethod } from '../flows/sign-in-methods';

/** What every method panel receives: the sign-in flow it is part of (redirect target, holding the form). */
export type PanelProps = { flow: SignInFlow };

type PanelModule = { default: ComponentType<PanelProps> };

/** A panel: its chunk's import (to start it early) and the lazy component rendering it. */
export type PanelEntry = { load(): Promise<PanelModule>; Panel: LazyExoticComponent<ComponentType<PanelProps>> };

function panel(load: () => Promise<PanelModule>): PanelEntry {
  return { load, Panel: lazy(load) };
}

/**
 * The sign-in methods `<auth-sign-in>` can show, each its own lazy chunk, in the order shown; the project's config
 * says which are on (flows/sign-in-methods.ts). Adding a method: one row here, one file in `panels/`. A page pays
 * only for the panels its project enables.
 */
export const SIGN_IN_PANELS: Partial<Record<SignInMethod, PanelEntry>> = {
  oauth: panel(() => import('../panels/oauth')),
  password: panel(() => import('../panels/password')),
  'email-code': panel(() => import('../panels/email-code')),
  passkey: panel(() => import('../panels/passkey')),
};

/** The methods with a panel, in table order. */
export const PANEL_METHODS = Object.keys(SIGN_IN_PANELS) as SignInMethod[];
