import { describe, expect, it } from 'vitest';
import { ELEMENT_APIS } from '../../elements/api/index';
import { RUNTIME_ATTRIBUTES } from '../../elements/attributes/index';
import { ELEMENT_TAGS } from '../../protocol/elements';
import { attributeMismatches } from './check';
import { elementApiFiles } from './files';
import { customElementsManifest } from './manifest';

describe('the documented element API', () => {
  it('lists exactly the attributes each element observes at runtime', () => {
    expect(attributeMismatches(RUNTIME_ATTRIBUTES, ELEMENT_APIS)).toEqual([]);
  });

  it('names each attribute an element observes but does not document, and each it documents but does not observe', () => {
    const runtime = { ...RUNTIME_ATTRIBUTES, 'auth-sign-in': [...RUNTIME_ATTRIBUTES['auth-sign-in'], 'afterSignOutUrl'], 'auth-sign-up': ['theme', 'lang'] };
    expect(attributeMismatches(runtime, ELEMENT_APIS)).toEqual([
      '<auth-sign-in> observes afterSignOutUrl but elements/api/ does not document it',
      '<auth-sign-up> documents afterSignUpUrl but does not observe it at runtime',
      '<auth-sign-up> documents noRedirect but does not observe it at runtime',
      '<auth-sign-up> documents noPasswordRepeat but does not observe it at runtime',
    ]);
  });

  it('refuses an attribute name r2wc would not read for its property, and an element documented nowhere', () => {
    const signIn = ELEMENT_APIS['auth-sign-in'];
    const attributes = signIn.attributes.map((attribute) => (attribute.property === 'afterSignInUrl' ? { ...attribute, name: 'after-signin-url' } : attribute));
    const apis = { ...ELEMENT_APIS, 'auth-sign-in': { ...signIn, attributes } };
    const { 'auth-handler': _handler, ...withoutHandler } = apis;
    expect(attributeMismatches(RUNTIME_ATTRIBUTES, withoutHandler)).toEqual([
      '<auth-sign-in> documents attribute after-signin-url for afterSignInUrl, but r2wc reads after-sign-in-url',
      '<auth-handler> has no documented API in elements/api/',
    ]);
  });

  it('writes a Custom Elements Manifest with every element, attribute, property, event, CSS part and custom property', () => {
    const manifest = customElementsManifest(Object.values(ELEMENT_APIS));
    expect(manifest.schemaVersion).toBe('2.1.0');
    const declarations = manifest.modules.flatMap((module) => module.declarations as Record<string, unknown>[]);
    expect(declarations.map((declaration) => declaration.tagName)).toEqual([...ELEMENT_TAGS]);
    const signIn = declarations.find((declaration) => declaration.tagName === 'auth-sign-in');
    expect(signIn?.attributes).toContainEqual(expect.objectContaining({ name: 'after-sign-in-url', fieldName: 'afterSignInUrl', type: { text: 'string' } }));
    expect(signIn?.members).toContainEqual(expect.objectContaining({ kind: 'field', name: 'noRedirect', attribute: 'no-redirect', type: { text: 'boolean | undefined' } }));
    expect(signIn?.events).toContainEqual(expect.objectContaining({ name: 'latch-signed-in', type: { text: 'CustomEvent<{ user: LatchUser }>' } }));
    expect(signIn?.cssParts).toContainEqual(expect.objectContaining({ name: 'card' }));
    expect(signIn?.cssProperties).toContainEqual(expect.objectContaining({ name: '--latch-color-primary', syntax: '<color>' }));
    const switcher = declarations.find((declaration) => declaration.tagName === 'auth-team-switcher');
    expect(switcher?.events).toContainEqual(expect.objectContaining({ name: 'team-changed', type: { text: 'CustomEvent<{ teamId: string | null }>' } }));
    expect(manifest.modules[0]?.exports).toEqual([
      { kind: 'custom-element-definition', name: 'auth-sign-in', declaration: { name: 'AuthSignInElement', module: 'elements/entries/auth-sign-in.ts' } },
    ]);
  });

  it('gives the build the manifest beside the bundles and one typings file per framework', () => {
    const { problems, files } = elementApiFiles();
    expect(problems).toEqual([]);
    expect(Object.keys(files).sort()).toEqual([
      'public/custom-elements.json',
      'types/index.d.ts',
      'types/preact.d.ts',
      'types/react.d.ts',
      'types/solid.d.ts',
      'types/svelte.d.ts',
      'types/vue.d.ts',
    ]);
    expect(files['types/index.d.ts']).toContain("'auth-sign-in': AuthSignInElement;");
  });
});
