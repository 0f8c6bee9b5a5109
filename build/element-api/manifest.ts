import type { AttributeApi, AttributeKind, ElementApi } from '../../elements/api/element-api';

/** The TypeScript type of an attribute's value, as the manifest and the typings write it. */
export const KIND_TYPES: Record<AttributeKind, string> = { url: 'string', flag: 'boolean', theme: "'light' | 'dark' | 'auto'", locale: 'string' };

type Declaration = Record<string, unknown>;

/** custom-elements.json (Custom Elements Manifest, schema 2.1.0) of `apis`: one module per element. */
export function customElementsManifest(apis: readonly ElementApi[]): { schemaVersion: string; readme: string; modules: Declaration[] } {
  return {
    schemaVersion: '2.1.0',
    readme: 'elements/README.md',
    modules: apis.map((api) => ({
      kind: 'javascript-module',
      path: api.module,
      declarations: [declaration(api)],
      exports: [{ kind: 'custom-element-definition', name: api.tag, declaration: { name: api.className, module: api.module } }],
    })),
  };
}

function declaration(api: ElementApi): Declaration {
  return {
    kind: 'class',
    name: api.className,
    tagName: api.tag,
    customElement: true,
    description: api.description,
    superclass: { name: 'HTMLElement', package: 'global:' },
    attributes: api.attributes.map((attribute) => ({
      name: attribute.name,
      type: { text: KIND_TYPES[attribute.kind] },
      description: attribute.description,
      fieldName: attribute.property,
    })),
    members: api.attributes.map((attribute: AttributeApi) => ({
      kind: 'field',
      name: attribute.property,
      type: { text: `${KIND_TYPES[attribute.kind]} | undefined` },
      description: attribute.description,
      attribute: attribute.name,
      reflects: true,
    })),
    events: api.events.map((event) => ({
      name: event.name,
      type: { text: `CustomEvent<${event.detail}>` },
      description: event.cancelable ? `${event.description} Cancelable.` : event.description,
    })),
    slots: api.slots,
    cssParts: api.cssParts,
    cssProperties: api.cssProperties,
  };
}
