/**
 * Tests only: the import cycles of a graph. Tarjan's algorithm finds the strongly connected components (the
 * knots: files that all reach one another); each knot is reported as the shortest cycle through each of its
 * files, without repeats, so every file of a knot appears in some chain. Listing every elementary cycle instead
 * could run to thousands for one 20-file knot and say no more.
 */

/** `edges`: from each node, the nodes it imports. A cycle is a chain that ends where it starts. */
export function findCycles(edges: ReadonlyMap<string, readonly string[]>): string[][] {
  return components(edges)
    .filter((knot) => knot.length > 1 || (edges.get(knot[0] ?? '') ?? []).includes(knot[0] ?? ''))
    .flatMap((knot) => cyclesThrough(knot, edges));
}

function components(edges: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const knot: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      knot.push(member);
    } while (member !== node);
    found.push(knot.sort());
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

/** The shortest cycle through each node of a knot (breadth-first within it), each chain once. */
function cyclesThrough(knot: readonly string[], edges: ReadonlyMap<string, readonly string[]>): string[][] {
  const inKnot = new Set(knot);
  const seen = new Set<string>();
  const chains: string[][] = [];
  for (const start of knot) {
    const parent = new Map<string, string>();
    const queue = [start];
    let last: string | undefined;
    while (queue.length > 0 && last === undefined) {
      const node = queue.shift() as string;
      for (const next of edges.get(node) ?? []) {
        if (next === start) {
          last = node;
          break;
        }
        if (inKnot.has(next) && !parent.has(next)) {
          parent.set(next, node);
          queue.push(next);
        }
      }
    }
    if (last === undefined) continue;
    const chain = [start];
    for (let node: string | undefined = last; node !== undefined && node !== start; node = parent.get(node))
      chain.splice(1, 0, node);
    chain.push(start);
    // a→b→a and b→a→b are one cycle: keyed by its rotation that starts at its smallest node.
    const ring = chain.slice(0, -1);
    const first = ring.indexOf([...ring].sort()[0] ?? start);
    const key = [...ring.slice(first), ...ring.slice(0, first)].join('\n');
    if (seen.has(key)) continue;
    seen.add(key);
    chains.push(chain);
  }
  return chains;
}
