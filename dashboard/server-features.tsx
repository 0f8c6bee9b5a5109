import { createContext, useContext } from 'react';

/** What this Latch server offers that a screen must know about (from the dashboard page, see dashboard-config.ts). */
export type ServerFeatures = {
  /** False when the operator has switched off the development identity provider: providers need the project's own keys. */
  sharedOAuthKeys: boolean;
};

/** Everything on unless the page says otherwise. */
export const ServerFeaturesContext = createContext<ServerFeatures>({ sharedOAuthKeys: true });

export function useServerFeatures(): ServerFeatures {
  return useContext(ServerFeaturesContext);
}
