import { createContext, useContext, type ReactNode } from 'react';
import type { SharedMail } from './dashboard-config';

/** What the server told the page about itself (dashboard-config.ts), for the screens that depend on it. */
export type ServerFacts = { sharedMail: SharedMail };

const ServerFactsContext = createContext<ServerFacts>({ sharedMail: 'outbox' });

export function ServerFactsProvider({ facts, children }: { facts: ServerFacts; children: ReactNode }) {
  return <ServerFactsContext.Provider value={facts}>{children}</ServerFactsContext.Provider>;
}

export function useServerFacts(): ServerFacts {
  return useContext(ServerFactsContext);
}
