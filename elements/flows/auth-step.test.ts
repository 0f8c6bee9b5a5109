import { describe, expect, it } from 'vitest';
import type { ClientProject, CurrentUser } from '../../core';
import { mustVerifyEmail } from './after-auth';
import { authStep } from './auth-step';

const project = { config: {} } as ClientProject;
const user = (restrictedReason: { type: string } | null) => ({ restrictedReason, isRestricted: restrictedReason !== null }) as CurrentUser;

describe('authStep and required e-mail verification', () => {
  it('shows the verify step to a user restricted for an unverified e-mail, the signed-in card otherwise', () => {
    expect(authStep(project, user({ type: 'email_not_verified' }), false, 'sign-in', () => 'sign-in')).toBe('verify-email');
    expect(authStep(project, user(null), false, 'sign-in', () => 'sign-in')).toBe('signed-in');
    // Restricted by an administrator: nothing the user can do here, so no verify step.
    expect(authStep(project, user({ type: 'restricted_by_administrator' }), false, 'sign-in', () => 'sign-in')).toBe('signed-in');
    // While a submit runs the form stays.
    expect(authStep(project, user({ type: 'email_not_verified' }), true, 'sign-in', () => 'sign-in')).toBe('sign-in');
  });

  it('keeps the after-auth redirect from leaving for such a user only', () => {
    expect(mustVerifyEmail(user({ type: 'email_not_verified' }))).toBe(true);
    expect(mustVerifyEmail(user(null))).toBe(false);
    expect(mustVerifyEmail(null)).toBe(false);
  });
});
