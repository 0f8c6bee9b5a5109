import { authMigrations } from './auth/migrations';
import { verificationCodesMigration } from './codes/migration';
import { contactChannelRoutes } from './contact-channels/routes';
import { initial } from './db/migrations/0001-initial';
import { eventMigrations } from './events/migrations';
import type { Feature } from './feature';
import { rateLimitsMigration } from './limits/migration';
import { mailMigration } from './mail/migrations/2026-11-23-mail';
import { projectKeyRoutes } from './project-keys/routes';
import { projectRoutes } from './projects/routes';
import { refreshTokenRotation } from './sessions/migrations/2026-11-23-refresh-token-rotation';
import { sessionCountry } from './sessions/migrations/2026-11-28-session-country';
import { sessionUserAgent } from './sessions/migrations/2026-11-23-session-user-agent';
import { sessionsRoutes } from './sessions/routes';
import { knownSignInPlacesMigration, signUpRuleTriggersMigration } from './sign-in/migration';
import { teamRoutes } from './teams/routes';
import { userListIndexes } from './users/migrations/2026-11-23-user-list-indexes';
import { userLocale } from './users/migrations/2026-11-28-user-locale';
import { usersRoutes } from './users/routes';

/**
 * What every feature stands on, in the features' own shape (feature.ts): the base schema and the base modules'
 * migrations, and the routes of the kernel's entities. `server/features/index.ts` puts them first in the list.
 */
export const kernelParts: readonly Feature[] = [
  {
    name: 'base',
    migrations: {
      '0001-initial': initial,
      '2026-11-23-verification-codes': verificationCodesMigration,
      '2026-11-23-rate-limits': rateLimitsMigration,
      ...eventMigrations,
      ...authMigrations,
      '2026-11-23-mail': mailMigration,
      '2026-11-27-known-sign-in-places': knownSignInPlacesMigration,
      '2026-11-28-sign-up-rule-triggers': signUpRuleTriggersMigration,
    },
  },
  { name: 'projects', routes: projectRoutes },
  { name: 'project-keys', routes: projectKeyRoutes },
  {
    name: 'sessions',
    routes: sessionsRoutes,
    migrations: {
      '2026-11-23-refresh-token-rotation': refreshTokenRotation,
      '2026-11-23-session-user-agent': sessionUserAgent,
      '2026-11-28-session-country': sessionCountry,
    },
  },
  {
    name: 'users',
    routes: usersRoutes,
    migrations: { '2026-11-23-user-list-indexes': userListIndexes, '2026-11-28-user-locale': userLocale },
  },
  { name: 'contact-channels', routes: contactChannelRoutes },
  { name: 'teams', routes: teamRoutes },
];
