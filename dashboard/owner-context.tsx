import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { AdminApp, type ProjectOwnerApp } from '../core';

const OwnerContext = createContext<ProjectOwnerApp | null>(null);

/** The dashboard's app of the internal project, for every screen below. */
export function OwnerProvider({ owner, children }: { owner: ProjectOwnerApp; children: ReactNode }) {
  return <OwnerContext.Provider value={owner}>{children}</OwnerContext.Provider>;
}

export function useOwner(): ProjectOwnerApp {
  return (
    useContext(OwnerContext) ??
    (() => {
      throw new TypeError('useOwner needs an <OwnerProvider>.');
    })()
  );
}

/** An AdminApp of `projectId` that acts with the signed-in owner's token (the server checks the owner team). */
export function useAdminApp(projectId: string): AdminApp {
  const owner = useOwner();
  return useMemo(() => new AdminApp({ projectId, baseUrl: location.origin, tokenStore: null, redirectMethod: 'none', projectOwnerSession: owner }), [owner, projectId]);
}
