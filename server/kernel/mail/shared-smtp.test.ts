import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../config';

describe('shared SMTP configuration (LATCH_SMTP_URL, LATCH_EMAIL_FROM)', () => {
  it('is absent by default, so shared mail goes to the development outbox', () => {
    expect(configFromEnv({}).sharedSmtp).toBeUndefined();
    expect(configFromEnv({ LATCH_SMTP_URL: '', LATCH_EMAIL_FROM: '' }).sharedSmtp).toBeUndefined();
  });

  it('takes an smtp:// or smtps:// URL with a sender address, or a sender name and address', () => {
    const url = 'smtps://mailer:s3cret@smtp.example.com:465';
    expect(configFromEnv({ LATCH_SMTP_URL: url, LATCH_EMAIL_FROM: 'no-reply@example.com' }).sharedSmtp).toEqual({ url, from: { name: '', address: 'no-reply@example.com' } });
    expect(configFromEnv({ LATCH_SMTP_URL: url, LATCH_EMAIL_FROM: 'Example Accounts <no-reply@example.com>' }).sharedSmtp?.from).toEqual({
      name: 'Example Accounts',
      address: 'no-reply@example.com',
    });
    expect(configFromEnv({ LATCH_SMTP_URL: url, LATCH_EMAIL_FROM: '"Example, Inc." <no-reply@example.com>' }).sharedSmtp?.from).toEqual({
      name: 'Example, Inc.',
      address: 'no-reply@example.com',
    });
  });

  it('refuses half a configuration, another scheme or a bad sender, without repeating the password', () => {
    expect(() => configFromEnv({ LATCH_SMTP_URL: 'smtp://a:s3cret@h' })).toThrow('Set both LATCH_SMTP_URL and LATCH_EMAIL_FROM, or neither');
    expect(() => configFromEnv({ LATCH_EMAIL_FROM: 'no-reply@example.com' })).toThrow(/Set both/);
    for (const url of ['http://a:s3cret@h', 'a:s3cret@h', 's3cret']) {
      const attempt = () => configFromEnv({ LATCH_SMTP_URL: url, LATCH_EMAIL_FROM: 'no-reply@example.com' });
      expect(attempt).toThrow(/^LATCH_SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
      expect(attempt).not.toThrow(/s3cret/);
    }
    for (const from of ['a@b.com, c@d.com', 'Accounts <not-an-address>', 'Two\nLines <a@b.com>', 'Accounts <a@b.com> <c@d.com>']) {
      expect(() => configFromEnv({ LATCH_SMTP_URL: 'smtp://h', LATCH_EMAIL_FROM: from })).toThrow(
        `LATCH_EMAIL_FROM must be one e-mail address, optionally with a name (Example Accounts <no-reply@example.com>), got ${from}`,
      );
    }
  });
});
