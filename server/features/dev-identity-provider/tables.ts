/**
 * The development identity provider's test identities (server-wide, not per project): who a developer can pretend
 * to be when a project signs in with `shared` OAuth keys on a machine with no provider to reach.
 */
export interface DevIdentityTable {
  id: string;
  name: string;
  email: string;
  email_verified: boolean;
  created_at: number;
}

export interface DevIdentityProviderTables {
  dev_identities: DevIdentityTable;
}
