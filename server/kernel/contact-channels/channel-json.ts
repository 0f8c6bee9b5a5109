import type { ContactChannelJson } from '../../../protocol/contact-channels/json';
import type { ContactChannelTable } from '../db/schema';

/** A contact channel as the wire shows it (docs/wire.md §3 "Contact channel"). */
export function toContactChannelJson(row: ContactChannelTable): ContactChannelJson {
  return {
    user_id: row.user_id,
    id: row.id,
    value: row.value,
    type: 'email',
    used_for_auth: Boolean(row.used_for_auth),
    is_verified: Boolean(row.is_verified),
    is_primary: Boolean(row.is_primary),
  };
}
