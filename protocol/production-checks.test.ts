import { describe, expect, it } from 'vitest';
import { productionModeProblems } from './production-checks';

const domains = (...list: string[]) => list.map((domain) => ({ domain, handler_path: '/handler' }));

describe('productionModeProblems (spec §5)', () => {
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
