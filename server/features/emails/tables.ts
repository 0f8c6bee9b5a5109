/**
 * The emails feature's tables (times are epoch milliseconds).
 */

/** A template the project made through `/internal/email-templates` (docs/wire.md §3 "Email templates"). */
interface EmailCustomTemplateTable {
  project_id: string;
  id: string;
  display_name: string;
  tsx_source: string;
  /** A theme's id, `'false'` for "no theme", or null for the project's default. */
  theme_id: string | null;
  created_at: number;
}

/** A theme the project made through `/internal/email-themes`. */
interface EmailThemeTable {
  project_id: string;
  id: string;
  display_name: string;
  tsx_source: string;
  created_at: number;
}

export interface EmailsTables {
  email_custom_templates: EmailCustomTemplateTable;
  email_themes: EmailThemeTable;
}

/** The feature's tables join the server's one `Database` type (kernel/db/schema.ts); no kernel code reads them. */
declare module '../../kernel/db/schema' {
  interface Database extends EmailsTables {}
}
