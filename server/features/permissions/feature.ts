import type { Feature } from '../../kernel/feature';
import { permissionsMigration } from './migrations/2026-11-23-permissions';
import { permissionRoutes } from './routes';

/** The permissions capability's manifest (kernel/feature.ts), listed in server/features/index.ts. */
export const permissionsFeature: Feature = { name: 'permissions', routes: permissionRoutes, migrations: { '2026-11-23-permissions': permissionsMigration } };
