/**
 * What every element shares in its documented API: the `theme` attribute, the page's DOM events, the CSS custom
 * properties and parts (elements/README.md "Events", "Styling"), and the types the events' details name.
 */
import { ELEMENT_EVENTS } from '../../protocol/elements';
import type { AttributeApi, CssPropertyApi, EventApi, NamedApi } from './element-api';

export const THEME_ATTRIBUTE: AttributeApi = {
  name: 'theme',
  property: 'theme',
  kind: 'theme',
  description: "The colour scheme: 'light', 'dark', or 'auto' (follows prefers-color-scheme). Default: the script tag's data-theme.",
};

export const LANG_ATTRIBUTE: AttributeApi = {
  name: 'lang',
  property: 'lang',
  kind: 'locale',
  description:
    "The language of the element's text (docs/i18n.md): one of Latch.locales, or a region of one ('de-AT' speaks German). Default: the nearest lang up the page, then the script tag's data-lang, then the browser's languages, then English. Changing it re-renders the element.",
};

/** Type declarations the event details refer to, written into the typings as they are (protocol/elements.ts `LatchUser`). */
export const DETAIL_TYPES = `/** A user as the host page sees it: the SDK's camelCase fields, no methods. */
export type LatchUser = {
  id: string;
  displayName: string | null;
  primaryEmail: string | null;
  primaryEmailVerified: boolean;
  profileImageUrl: string | null;
  signedUpAt: string;
  isAnonymous: boolean;
  hasPassword: boolean;
  clientMetadata: unknown;
  clientReadOnlyMetadata: unknown;
  selectedTeam: { id: string; displayName: string } | null;
};`;

/** The events every element dispatches (bubbling and composed; from `document` when no element caused them). */
export const SESSION_EVENTS: readonly EventApi[] = [
  { name: ELEMENT_EVENTS.signedIn, detail: '{ user: LatchUser }', description: 'Someone signed in (here, or in another tab).' },
  { name: ELEMENT_EVENTS.signedOut, detail: 'Record<string, never>', description: 'The session ended.' },
  { name: ELEMENT_EVENTS.sessionChanged, detail: '{ user: LatchUser | null }', description: 'The signed-in user changed (or is now nobody).' },
  { name: ELEMENT_EVENTS.stepChanged, detail: '{ step: string }', description: 'The element moved to another step of its flow.' },
  { name: ELEMENT_EVENTS.error, detail: '{ code: string; message: string }', description: 'Something failed; `message` is what the visitor reads.' },
  {
    name: ELEMENT_EVENTS.beforeRedirect,
    detail: '{ url: string }',
    description: 'The element is about to navigate; call preventDefault() and route to detail.url yourself.',
    cancelable: true,
  },
];

export const CSS_PROPERTIES: readonly CssPropertyApi[] = [
  ...(['background', 'text', 'muted', 'border', 'primary', 'primary-text', 'input-background', 'error', 'error-background', 'hover', 'focus'] as const).map((name) => ({
    name: `--latch-color-${name}`,
    syntax: '<color>',
    description: `The ${name.replace('-', ' ')} colour.`,
  })),
  { name: '--latch-radius', syntax: '<length>', description: 'Corner radius of cards, fields and buttons.' },
  { name: '--latch-font-family', syntax: '*', description: 'Font family of all text.' },
  { name: '--latch-font-size', syntax: '<length>', description: 'Base font size.' },
  { name: '--latch-spacing', syntax: '<length>', description: 'Base spacing unit.' },
  { name: '--latch-card-width', syntax: '<length>', description: 'Width of the card.' },
  { name: '--latch-card-shadow', syntax: '*', description: "The card's box-shadow." },
];

const PART_DESCRIPTIONS: Record<string, string> = {
  card: 'The card around a screen.',
  title: "The card's heading.",
  subtitle: 'The line under the heading.',
  label: "A field's label.",
  input: 'A text field.',
  button: 'Every button.',
  link: 'Every link.',
  error: 'An error message.',
  notice: 'A notice inside the card.',
  section: 'A section of a settings screen.',
  menu: 'A pop-up menu.',
  'menu-item': 'An item of a menu.',
  avatar: "The user's picture or initials.",
  'oauth-button': 'A "Continue with <Provider>" button (also part button).',
  'passkey-button': 'The "Sign in with a passkey" button (also part button).',
};

/** The `::part()` names given, with their descriptions. */
export function parts(...names: string[]): NamedApi[] {
  return names.map((name) => ({ name, description: PART_DESCRIPTIONS[name] ?? name }));
}

/** The parts of every element that shows a card. */
export const CARD_PARTS = ['card', 'title', 'subtitle', 'label', 'input', 'button', 'link', 'error', 'notice'] as const;
