import type { Feature } from '../../kernel/feature';
import { permissionsMigration } from './migrations/2026-11-23-permissions';
import { permissionRoutes } from './routes';

/** The permission-management capability's manifest (the routes that manage definitions and grants; the permission model and checks are the kernel's, kernel/permissions/) (kernel/feature.ts), listed in server/features/index.ts. */
export const permissionsFeature: Feature = { name: 'permission-management', routes: permissionRoutes, migrations: { '2026-11-23-permissions': permissionsMigration } };
