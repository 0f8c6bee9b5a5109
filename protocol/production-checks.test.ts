import { describe, expect, it } from 'vitest';
import { productionModeChecks, productionModeProblems, productionModeWarnings, productionWarningChecks } from './production-checks';

const domains = (...list: string[]) => list.map((domain) => ({ domain, handler_path: '/handler' }));

describe('productionModeProblems (docs/product.md §5)', () => {
  it('passes a project with localhost off and HTTPS domains only', () => {
    expect(productionModeProblems({ allow_localhost: false, domains: domains('https://app.example.com', 'https://*.example.com') })).toEqual([]);
  });

  it('gives the five messages of the spec, in the order of the settings', () => {
    expect(
      productionModeProblems({
        allow_localhost: true,
        domains: domains('http://192.168.1.10', 'https://app.example.com', 'http://localhost:3000', 'http://app.example.com', 'https://x.example.com:70000'),
      }),
    ).toEqual([
      "Localhost is not allowed in production mode, turn off 'Allow localhost' in project settings",
      'Direct IPs are not valid trusted domains in production mode: http://192.168.1.10',
      'Localhost domains cannot be trusted in production mode: http://localhost:3000',
      'Trusted domains should be HTTPS: http://app.example.com',
      'Trusted domain https://x.example.com:70000 is not a valid URL',
    ]);
  });
});

describe('productionModeWarnings', () => {
  const settings = { allow_localhost: false, domains: domains('https://app.example.com') };

  it('warns once per provider on shared keys, and never blocks production mode for it (docs/product.md §5 does not list it)', () => {
    const oauth_providers = [
      { id: 'google', type: 'shared' as const },
      { id: 'github', type: 'standard' as const },
      { id: 'spotify', type: 'shared' as const },
    ];
    expect(productionModeWarnings({ ...settings, oauth_providers })).toEqual([
      'OAuth provider google uses shared OAuth keys, which are for development only: set up your own client id and secret',
      'OAuth provider spotify uses shared OAuth keys, which are for development only: set up your own client id and secret',
    ]);
    expect(productionModeProblems({ ...settings, oauth_providers })).toEqual([]);
  });

  it('has nothing to say without shared providers', () => {
    expect(productionModeWarnings(settings)).toEqual([]);
    expect(productionModeWarnings({ ...settings, oauth_providers: [{ id: 'github', type: 'standard' }] })).toEqual([]);
  });
});

describe('where each check is fixed', () => {
  it('points the localhost check at the Allow localhost switch on Domains, a domain check at its row, a warning at its provider', () => {
    const settings = {
      allow_localhost: true,
      domains: domains('https://app.example.com', 'http://shop.example.com'),
      oauth_providers: [{ id: 'google', type: 'shared' as const }],
    };
    expect(productionModeChecks(settings).map((check) => check.fix)).toEqual([
      { area: 'domains', control: 'allow-localhost' },
      { area: 'domains', control: 'trusted-domain-1' },
    ]);
    expect(productionWarningChecks(settings).map((check) => check.fix)).toEqual([{ area: 'auth', control: 'oauth-google' }]);
  });
});
