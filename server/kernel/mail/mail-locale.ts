import { LOCALES, type Locale } from '../../../protocol/locales';
import type { Db } from '../db/open-database';
import { normalizeEmail } from '../users/email-channels';

/**
 * The language of a mail to a person (docs/i18n.md "E-mails"): the locale their account remembers (the one they signed
 * up or last signed in with), else the one the request asked for (`requestLocale`: an address that is no user yet),
 * else English.
 *
 * @example
 * ```ts
 * chooseMailLocale(user.locale, requestLocale(c)); // 'de'
 * ```
 */
export function chooseMailLocale(remembered: string | null | undefined, asked: Locale | undefined): Locale {
  const known = LOCALES.find((locale) => locale === remembered);
  return known ?? asked ?? 'en';
}

/** The language of a mail to the user `userId` (chooseMailLocale). */
export async function userMailLocale(db: Db, userId: string, asked: Locale | undefined): Promise<Locale> {
  const user = await db.selectFrom('users').select('locale').where('id', '=', userId).executeTakeFirst();
  return chooseMailLocale(user?.locale, asked);
}

/** The language of a mail to `email`: its account's when the address signs in to one of the project, else `asked`. */
export async function addressMailLocale(db: Db, projectId: string, email: string, asked: Locale | undefined): Promise<Locale> {
  const holder = await db
    .selectFrom('contact_channels')
    .innerJoin('users', 'users.id', 'contact_channels.user_id')
    .select('users.locale')
    .where('contact_channels.project_id', '=', projectId)
    .where('contact_channels.value_normalized', '=', normalizeEmail(email))
    .where('contact_channels.used_for_auth', '=', true)
    .executeTakeFirst();
  return chooseMailLocale(holder?.locale, asked);
}
