/**
 * The documented API of one element, as data: the one source of custom-elements.json and of the typings for every
 * framework (build/custom-elements.mjs, build/element-typings.mjs). Pages never load it. Its attributes must be
 * exactly those the element observes at runtime (elements/attributes/); the build fails otherwise.
 */
import type { ElementTag } from '../../protocol/elements';

/** How an attribute's text is read: a URL or path, a presence flag, a colour scheme, or a BCP 47 language tag. */
export type AttributeKind = 'url' | 'flag' | 'theme' | 'locale';

export type AttributeApi = {
  /** The HTML attribute (kebab-case). */
  name: string;
  /** The JS property r2wc defines for it (camelCase). */
  property: string;
  kind: AttributeKind;
  description: string;
};

export type EventApi = {
  /** The DOM event's name (protocol/elements.ts `ELEMENT_EVENTS`). */
  name: string;
  /** The TypeScript type of `event.detail`, written against the types of `DETAIL_TYPES` (elements/api/common.ts). */
  detail: string;
  description: string;
  cancelable?: boolean;
};

export type NamedApi = { name: string; description: string };

export type CssPropertyApi = NamedApi & { syntax: string };

export type ElementApi = {
  tag: ElementTag;
  /** The interface name of the element's class in the typings (`AuthSignInElement`). */
  className: string;
  /** The entry module that defines it. */
  module: string;
  description: string;
  attributes: readonly AttributeApi[];
  events: readonly EventApi[];
  slots: readonly NamedApi[];
  cssParts: readonly NamedApi[];
  cssProperties: readonly CssPropertyApi[];
};
