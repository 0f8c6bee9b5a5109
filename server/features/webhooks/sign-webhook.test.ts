import { describe, expect, it } from 'vitest';
import { signWebhook } from './sign-webhook';

describe('signWebhook', () => {
  it("matches the Standard Webhooks libraries' own test vector", () => {
    // From the standard-webhooks and svix libraries' test suites.
    const signature = signWebhook('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, '{"test": 2432232314}');
    expect(signature).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('changes with any byte of the id, timestamp or body', () => {
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const base = signWebhook(secret, 'msg_1', 1, '{}');
    expect(signWebhook(secret, 'msg_2', 1, '{}')).not.toBe(base);
    expect(signWebhook(secret, 'msg_1', 2, '{}')).not.toBe(base);
    expect(signWebhook(secret, 'msg_1', 1, '{ }')).not.toBe(base);
  });
});
