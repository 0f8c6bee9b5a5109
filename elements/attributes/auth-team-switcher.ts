/** `<auth-team-switcher>` has no attributes of its own (only the common ones); documented in elements/api/. */
export const TEAM_SWITCHER_ATTRIBUTES = [] as const;
