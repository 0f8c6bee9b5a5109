import type { ElementApi } from '../../elements/api/element-api';

/**
 * How each element's documented attributes (elements/api/) differ from those it observes at runtime
 * (elements/attributes/): one line per difference, none when they agree. The build fails on any.
 */
export function attributeMismatches(runtime: Record<string, readonly string[]>, apis: Record<string, ElementApi>): string[] {
  const problems: string[] = [];
  for (const tag of new Set([...Object.keys(runtime), ...Object.keys(apis)])) {
    const observed = runtime[tag];
    const api = apis[tag];
    if (!observed) problems.push(`<${tag}> is documented in elements/api/ but has no runtime attribute list in elements/attributes/`);
    if (!api) problems.push(`<${tag}> has no documented API in elements/api/`);
    if (!observed || !api) continue;
    const documented = api.attributes.map((attribute) => attribute.property);
    for (const name of observed) if (!documented.includes(name)) problems.push(`<${tag}> observes ${name} but elements/api/ does not document it`);
    for (const name of documented) if (!observed.includes(name)) problems.push(`<${tag}> documents ${name} but does not observe it at runtime`);
    for (const attribute of api.attributes) {
      const kebab = attribute.property.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
      if (kebab !== attribute.name) problems.push(`<${tag}> documents attribute ${attribute.name} for ${attribute.property}, but r2wc reads ${kebab}`);
    }
  }
  return problems;
}
