import type { FeatureOwning } from '../../kernel/feature';
import type { TeamInvitationsTables } from './tables';
import { teamInvitationsMigration } from './migrations/2026-11-23-team-invitations';
import { teamInvitationRoutes } from './routes';
import { deleteInvitationCodes } from './team-deleted';

/** The team-invitations capability's manifest (kernel/feature.ts), listed in server/features/index.ts. */
export const teamInvitationsFeature: FeatureOwning<TeamInvitationsTables> = {
  name: 'team-invitations',
  tables: ['team_invitations'],
  routes: teamInvitationRoutes,
  migrations: { '2026-11-23-team-invitations': teamInvitationsMigration },
  hooks: { teamDeleting: deleteInvitationCodes },
};
