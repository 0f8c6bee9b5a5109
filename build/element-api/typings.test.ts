import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ELEMENT_APIS, DETAIL_TYPES } from '../../elements/api/index';
import { typeCheck, type Framework } from './type-check';
import { elementTypings, vueEventProp } from './typings';

// Typings are checked the way a site's TypeScript sees them: fixture files (with @ts-expect-error on each line
// that must fail, so a line that stops failing fails the test) against the generated files as `latch/*`.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let dir = '';

beforeAll(async () => {
  await mkdir(path.join(root, '.cache'), { recursive: true });
  dir = await mkdtemp(path.join(root, '.cache', 'typings-'));
  await mkdir(path.join(dir, 'types'));
  for (const [name, text] of Object.entries(elementTypings(Object.values(ELEMENT_APIS), DETAIL_TYPES))) await writeFile(path.join(dir, 'types', name), text);
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function check(name: string, framework: Framework, source: string): Promise<string[]> {
  const file = path.join(dir, name);
  await writeFile(file, source);
  return typeCheck([file], path.join(dir, 'types'), framework);
}

const PROTOCOL = path.join(root, 'protocol', 'elements');

describe('the element typings', { timeout: 120_000 }, () => {
  it('type the elements for plain DOM code, with event details equal to the protocol’s', async () => {
    const source = `import type { LatchEventDetails } from 'latch';
import type { ElementEventDetail } from '${PROTOCOL}';
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const sameDetails: Same<LatchEventDetails, ElementEventDetail> = true;
const signIn = document.createElement('auth-sign-in');
signIn.afterSignInUrl = '/app';
signIn.noRedirect = true;
// @ts-expect-error a number is no URL
signIn.afterSignInUrl = 5;
signIn.addEventListener('latch-signed-in', (event) => console.log(event.detail.user.primaryEmail));
// @ts-expect-error the detail has no such field
signIn.addEventListener('latch-error', (event) => console.log(event.detail.user));
document.addEventListener('team-changed', (event) => console.log(event.detail.teamId));
`;
    expect(await check('dom.ts', 'none', source)).toEqual([]);
  });

  it('make <auth-sign-in after-sign-in-url="/app"> type-check in React 19, and a number or a misspelled tag fail', async () => {
    const source = `import 'latch/react';
export const attributes = <auth-sign-in after-sign-in-url="/app" no-redirect theme="dark" />;
export const properties = <auth-sign-in afterSignInUrl="/app" noRedirect className="card" />;
export const events = <auth-sign-in onlatch-signed-in={(event) => console.log(event.detail.user.id)} />;
// @ts-expect-error a number where the URL goes
export const badProperty = <auth-sign-in afterSignInUrl={5} />;
// @ts-expect-error a number where the URL goes
export const badAttribute = <auth-sign-in after-sign-in-url={5} />;
// @ts-expect-error no such element
export const misspelled = <auth-sign-inn />;
// @ts-expect-error no such theme
export const badTheme = <auth-user-button theme="pink" />;
// @ts-expect-error the detail has no such field
export const badDetail = <auth-team-switcher onteam-changed={(event) => event.detail.user} />;
`;
    expect(await check('react.tsx', 'react', source)).toEqual([]);
  });

  it('type them in Preact', async () => {
    const source = `import 'latch/preact';
export const ok = <auth-sign-in after-sign-in-url="/app" afterSignInUrl="/app" onlatch-signed-in={(event) => event.detail.user.id} />;
// @ts-expect-error a number where the URL goes
export const bad = <auth-sign-in afterSignInUrl={5} />;
// @ts-expect-error no such element
export const misspelled = <auth-sign-inn />;
`;
    expect(await check('preact.tsx', 'preact', source)).toEqual([]);
  });

  it('type them in Solid, events as on:<event>', async () => {
    const source = `import 'latch/solid';
export const ok = <auth-sign-in attr:after-sign-in-url="/app" attr:no-redirect after-sign-in-url="/app" on:latch-signed-in={(event) => event.detail.user.id} />;
// @ts-expect-error a number where the URL goes
export const bad = <auth-sign-in afterSignInUrl={5} />;
// @ts-expect-error a number where the URL goes
export const badAttr = <auth-sign-in attr:after-sign-in-url={5} />;
// @ts-expect-error no such element
export const misspelled = <auth-sign-inn />;
`;
    expect(await check('solid.tsx', 'solid', source)).toEqual([]);
  });

  it('type them as Vue global components, events as on<Event> props', async () => {
    const source = `import type { GlobalComponents } from 'vue';
import 'latch/vue';
type Props = InstanceType<GlobalComponents['auth-sign-in']>['$props'];
export const ok: Props = { afterSignInUrl: '/app', 'after-sign-in-url': '/app', onLatchSignedIn: (event) => event.detail.user.id };
// @ts-expect-error a number where the URL goes
export const bad: Props = { afterSignInUrl: 5 };
// @ts-expect-error no such element
export type Misspelled = GlobalComponents['auth-sign-inn'];
`;
    expect(await check('vue.ts', 'vue', source)).toEqual([]);
    expect(vueEventProp('latch-before-redirect')).toBe('onLatchBeforeRedirect');
  });

  it('type them in Svelte 5 templates (svelte/elements)', async () => {
    const source = `import type { SvelteHTMLElements } from 'svelte/elements';
import 'latch/svelte';
export const ok: SvelteHTMLElements['auth-sign-in'] = { 'after-sign-in-url': '/app', 'onlatch-signed-in': (event) => event.detail.user.id };
// @ts-expect-error a number where the URL goes
export const bad: SvelteHTMLElements['auth-sign-in'] = { afterSignInUrl: 5 };
`;
    expect(await check('svelte.ts', 'svelte', source)).toEqual([]);
  });
});
