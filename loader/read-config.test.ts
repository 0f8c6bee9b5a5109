import { describe, expect, it } from 'vitest';
import { publicRoot, readConfig } from './read-config';

const script = (dataset: Record<string, string>, src = 'https://auth.example.com/latch.js', nonce?: string) => ({ src, dataset, nonce });

describe("the loader's script tag", () => {
  it('reads every data-* option, the server defaulting to where the script came from', () => {
    const config = readConfig(
      script(
        {
          projectId: 'internal',
          publishableClientKey: 'pck_1',
          handlerPath: '/auth',
          afterSignInUrl: '/app',
          afterSignUpUrl: '/welcome',
          afterSignOutUrl: '/bye',
          theme: 'dark',
          lang: 'de',
        },
        'https://auth.example.com/latch.js',
        'n0nce',
      ),
    );
    expect(config).toEqual({
      projectId: 'internal',
      publishableClientKey: 'pck_1',
      baseUrl: 'https://auth.example.com',
      urls: { handler: '/auth', afterSignIn: '/app', afterSignUp: '/welcome', afterSignOut: '/bye' },
      theme: 'dark',
      lang: 'de',
      nonce: 'n0nce',
    });
  });

  it('lets data-base-url point the API elsewhere, without a trailing slash', () => {
    expect(readConfig(script({ projectId: 'internal', baseUrl: 'https://api.example.com/' })).baseUrl).toBe('https://api.example.com');
  });

  it('ignores an unknown theme and empty attributes', () => {
    const config = readConfig(script({ projectId: 'internal', theme: 'purple', publishableClientKey: ' ', handlerPath: '' }));
    expect(config.theme).toBeUndefined();
    expect(config.publishableClientKey).toBeUndefined();
    expect(config.urls).toEqual({});
  });

  it('tells the site owner when the project id is missing', () => {
    expect(() => readConfig(script({}))).toThrow(new TypeError('Latch: the script tag needs a data-project-id attribute.'));
  });

  it('finds the bundles next to /latch.js and next to its versioned copy under /assets/', () => {
    expect(publicRoot('https://auth.example.com/latch.js')).toBe('https://auth.example.com/');
    expect(publicRoot('https://auth.example.com/assets/latch-0123456789.js')).toBe('https://auth.example.com/');
    expect(publicRoot('https://cdn.example.com/latch/latch.js')).toBe('https://cdn.example.com/latch/');
  });
});
