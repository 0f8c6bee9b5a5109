// @ts-check
/** The circle finder of the import-arrow check (build/import-arrows.mjs): value imports may not go round in a circle. */

/**
 * Circles in an import graph (Tarjan's strongly connected components), each as its files in import order from the
 * first in name order.
 * @param {Map<string, Set<string>>} graph
 * @returns {string[][]}
 */
export function importCircles(graph) {
  /** @type {Map<string, number>} */ const index = new Map();
  /** @type {Map<string, number>} */ const low = new Map();
  /** @type {string[]} */ const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */ const circles = [];
  /** @param {string} node */
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    /** @type {string[]} */
    const component = [];
    let member;
    do {
      member = /** @type {string} */ (stack.pop());
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) circles.push(orderCircle(component, graph));
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return circles;
}

/**
 * One way round a strongly connected component, from its first file in name order: each file imports the next.
 * @param {string[]} component
 * @param {Map<string, Set<string>>} graph
 * @returns {string[]}
 */
function orderCircle(component, graph) {
  const members = new Set(component);
  const start = [...component].sort()[0] ?? '';
  // Breadth-first from start back to start, inside the component: the shortest circle through it.
  /** @type {Map<string, string>} */
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = /** @type {string} */ (queue.shift());
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0] ?? '') ?? start);
        return path;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [...component].sort();
}
