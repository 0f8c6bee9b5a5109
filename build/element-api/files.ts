/**
 * The build's step 1b (build.mjs): checks each element's documented API (elements/api/) against the attributes it
 * observes (elements/attributes/), and makes the files written from it, by path under dist/: custom-elements.json
 * beside the bundles (public/, served at /custom-elements.json) and the typings (types/). Any mismatch fails the build.
 */
import { ELEMENT_APIS, DETAIL_TYPES } from '../../elements/api/index';
import { RUNTIME_ATTRIBUTES } from '../../elements/attributes/index';
import { attributeMismatches } from './check';
import { customElementsManifest } from './manifest';
import { elementTypings } from './typings';

export function elementApiFiles(): { problems: string[]; files: Record<string, string> } {
  const problems = attributeMismatches(RUNTIME_ATTRIBUTES, ELEMENT_APIS);
  const apis = Object.values(ELEMENT_APIS);
  const files: Record<string, string> = { 'public/custom-elements.json': `${JSON.stringify(customElementsManifest(apis), null, 2)}\n` };
  for (const [name, text] of Object.entries(elementTypings(apis, DETAIL_TYPES))) files[`types/${name}`] = text;
  return { problems, files };
}
