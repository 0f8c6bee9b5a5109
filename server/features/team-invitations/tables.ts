/**
 * A pending team invitation (docs/wire.md §3 "Team invitation"). The mailed code is stored only as a verification code
 * (server/kernel/codes/, purpose `team-invitation`, hashed) whose data names this invitation. Accepting or revoking the
 * invitation removes the row (and uses or deletes its code; accepting also closes the team's other invitations to
 * the same address); deleting the team removes it with the team. Rows
 * past `expires_at` are never shown.
 */
export interface TeamInvitationTable {
  id: string;
  project_id: string;
  team_id: string;
  /** The verification code that was mailed. */
  code_id: string;
  /** The address as it was given, where the mail went. */
  recipient_email: string;
  /** Lower-cased, to find the invitations of a user's verified addresses. */
  recipient_email_normalized: string;
  created_at: number;
  expires_at: number;
}

/** The tables of the team-invitations feature, merged into `Database` (server/kernel/db/schema.ts). */
export interface TeamInvitationsTables {
  team_invitations: TeamInvitationTable;
}

/** The feature's tables join the server's one `Database` type (kernel/db/schema.ts); no kernel code reads them. */
declare module '../../kernel/db/schema' {
  interface Database extends TeamInvitationsTables {}
}
