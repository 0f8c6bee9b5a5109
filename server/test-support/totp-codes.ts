/**
 * The second factor's codes for tests of other features (an OAuth sign-in that stops at multi-factor): tests reach
 * mfa's TOTP through test-support, since one feature may not import another (build/import-arrows.mjs).
 */
export { totpCodeAt } from '../features/mfa/totp';
