import { createContext, useContext } from 'react';
import type { AdminApp, AdminProject } from '../../core';

/** The project a screen under `/projects/:id` manages: its AdminApp (owner's session), its admin view, and a reload. */
export type ProjectScope = { admin: AdminApp; project: AdminProject; reload(): void };

export const ProjectContext = createContext<ProjectScope | null>(null);

export function useProject(): ProjectScope {
  return (
    useContext(ProjectContext) ??
    (() => {
      throw new TypeError('useProject needs the project layout.');
    })()
  );
}
