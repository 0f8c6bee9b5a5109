import type { CurrentUserFields } from '../../core';
import type { LatchUser } from '../../protocol/elements';

/** The user as a host page sees it (`Latch.getUser()`, event details): plain camelCase data, dates as ISO text. */
export function toLatchUser(user: CurrentUserFields): LatchUser {
  return {
    id: user.id,
    displayName: user.displayName,
    primaryEmail: user.primaryEmail,
    primaryEmailVerified: user.primaryEmailVerified,
    profileImageUrl: user.profileImageUrl,
    signedUpAt: user.signedUpAt.toISOString(),
    isAnonymous: user.isAnonymous,
    hasPassword: user.hasPassword,
    clientMetadata: user.clientMetadata,
    clientReadOnlyMetadata: user.clientReadOnlyMetadata,
    selectedTeam: user.selectedTeam ? { id: user.selectedTeam.id, displayName: user.selectedTeam.displayName } : null,
  };
}
