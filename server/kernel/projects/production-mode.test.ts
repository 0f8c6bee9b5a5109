import { describe, expect, it } from 'vitest';
import type { DomainConfig } from '../../../protocol/project-config';
import { DEFAULT_PROJECT_CONFIG } from '../../../protocol/settings/project-settings';
import { productionModeErrors } from './production-mode';
import type { Project } from './projects';

function project(allowLocalhost: boolean, domains: string[]): Project {
  return {
    id: 'f1e2d3c4-b5a6-4978-8a9b-0c1d2e3f4a5b',
    display_name: 'Shop',
    description: '',
    created_at: 0,
    is_production_mode: true,
    owner_team_id: null,
    logo_url: null,
    logo_full_url: null,
    logo_dark_mode_url: null,
    logo_full_dark_mode_url: null,
    config: {
      ...DEFAULT_PROJECT_CONFIG,
      allow_localhost: allowLocalhost,
      domains: domains.map((domain): DomainConfig => ({ domain, handler_path: '/handler' })),
    },
  };
}

const messages = (p: Project) => productionModeErrors(p).map((e) => e.message);

describe('productionModeErrors (docs/product.md §5)', () => {
  it('finds nothing wrong with HTTPS domains and localhost off, wildcards included', () => {
    expect(productionModeErrors(project(false, []))).toEqual([]);
    expect(productionModeErrors(project(false, ['https://shop.example.com', 'https://*.example.com', 'https://example.com:8443/']))).toEqual([]);
  });

  it('refuses allow_localhost with the spec’s message, linking to the domains page', () => {
    expect(productionModeErrors(project(true, []))).toEqual([
      {
        message: "Localhost is not allowed in production mode, turn off 'Allow localhost' in project settings",
        relative_fix_url: '/projects/f1e2d3c4-b5a6-4978-8a9b-0c1d2e3f4a5b/domains#allow-localhost',
      },
    ]);
  });

  it.each([
    ['https://localhost', 'Localhost domains cannot be trusted in production mode: https://localhost'],
    ['https://localhost:3000', 'Localhost domains cannot be trusted in production mode: https://localhost:3000'],
    ['https://api.localhost', 'Localhost domains cannot be trusted in production mode: https://api.localhost'],
    ['https://127.0.0.1', 'Direct IPs are not valid trusted domains in production mode: https://127.0.0.1'],
    ['https://10.1.2.3:8443', 'Direct IPs are not valid trusted domains in production mode: https://10.1.2.3:8443'],
    ['https://[::1]', 'Direct IPs are not valid trusted domains in production mode: https://[::1]'],
    ['https://2130706433', 'Direct IPs are not valid trusted domains in production mode: https://2130706433'],
    ['http://shop.example.com', 'Trusted domains should be HTTPS: http://shop.example.com'],
    ['https://shop.example.com:99999', 'Trusted domain https://shop.example.com:99999 is not a valid URL'],
  ])('refuses %s', (domain, message) => {
    expect(messages(project(false, [domain]))).toEqual([message]);
  });

  it('lists every problem, each linking to the control that fixes it', () => {
    const found = productionModeErrors(project(true, ['http://a.example.com', 'https://localhost', 'https://ok.example.com']));
    expect(found.map((e) => e.message)).toEqual([
      "Localhost is not allowed in production mode, turn off 'Allow localhost' in project settings",
      'Trusted domains should be HTTPS: http://a.example.com',
      'Localhost domains cannot be trusted in production mode: https://localhost',
    ]);
    expect(found.map((e) => e.relative_fix_url)).toEqual([
      '/projects/f1e2d3c4-b5a6-4978-8a9b-0c1d2e3f4a5b/domains#allow-localhost',
      '/projects/f1e2d3c4-b5a6-4978-8a9b-0c1d2e3f4a5b/domains#trusted-domain-0',
      '/projects/f1e2d3c4-b5a6-4978-8a9b-0c1d2e3f4a5b/domains#trusted-domain-1',
    ]);
  });

  it('lets a project on shared OAuth keys into production mode: docs/product.md §5 makes that a warning, not a refusal', () => {
    const shared = project(false, ['https://shop.example.com']);
    const withShared: Project = { ...shared, config: { ...shared.config, oauth_providers: [{ id: 'google', type: 'shared' }] } };
    expect(productionModeErrors(withShared)).toEqual([]);
  });
});
