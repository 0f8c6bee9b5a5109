import type { FirebaseHashConfig } from './hash-sources';
import type { ImportBatch } from './import-record';
import { readAuth0 } from './importers/auth0';
import { readBetterAuth } from './importers/better-auth';
import { readClerk } from './importers/clerk';
import { readDjango } from './importers/django';
import { readFirebase } from './importers/firebase';
import { readLatchExport } from './importers/latch';
import { readStackAuth } from './importers/stack-auth';
import { readSupabase } from './importers/supabase';
import type { LatchExport } from './latch-format';

export const IMPORT_FORMATS = ['clerk', 'auth0', 'firebase', 'supabase', 'better-auth', 'stack-auth', 'django', 'latch'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** What an importer reads besides the main file. */
export type SourceExtras = { firebase?: FirebaseHashConfig | undefined; auth0Hashes?: string | undefined };

/** Maps one export file of `format` to the normalised batch; a Latch export also brings its project settings. */
export function readSource(format: ImportFormat, text: string, extras: SourceExtras = {}): { batch: ImportBatch; latch?: LatchExport } {
  switch (format) {
    case 'clerk':
      return { batch: readClerk(text) };
    case 'auth0':
      return { batch: readAuth0(text, extras.auth0Hashes) };
    case 'firebase':
      return { batch: readFirebase(text, extras.firebase) };
    case 'supabase':
      return { batch: readSupabase(text) };
    case 'better-auth':
      return { batch: readBetterAuth(text) };
    case 'stack-auth':
      return { batch: readStackAuth(text) };
    case 'django':
      return { batch: readDjango(text) };
    case 'latch': {
      const { batch, source } = readLatchExport(text);
      return { batch, latch: source };
    }
  }
}
