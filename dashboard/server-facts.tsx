import { createContext, useContext, type ReactNode } from 'react';
import type { SharedMail } from './dashboard-config';

/** What the server told the page about itself (dashboard-config.ts), for the screens that depend on it. */
export type ServerFacts = {
  /** Where `shared` mail goes: the operator's SMTP server (fixed templates and sender) or the development outbox. */
  sharedMail: SharedMail;
  /** False when the operator has switched off the development identity provider: providers need the project's own keys. */
  sharedOAuthKeys: boolean;
};

const ServerFactsContext = createContext<ServerFacts>({ sharedMail: 'outbox', sharedOAuthKeys: true });

export function ServerFactsProvider({ facts, children }: { facts: ServerFacts; children: ReactNode }) {
  return <ServerFactsContext.Provider value={facts}>{children}</ServerFactsContext.Provider>;
}

export function useServerFacts(): ServerFacts {
  return useContext(ServerFactsContext);
}
