/**
 * Check-box cascade of a tree, as in role permissions: checking a node checks its whole subtree; a parent is
 * checked when all its children are, half-checked (indeterminate) when only some are.
 * The checked set holds every fully checked node, parents included.
 */
export interface CheckNode {
  id: string;
  children?: CheckNode[];
}

export type CheckState = 'checked' | 'indeterminate' | 'unchecked';

function subtreeIds(node: CheckNode): string[] {
  return [node.id, ...(node.children ?? []).flatMap(subtreeIds)];
}

/** Recomputes parents bottom-up from the leaves. */
function normalise(nodes: CheckNode[], checked: Set<string>): void {
  for (const node of nodes) {
    if (!node.children?.length) continue;
    normalise(node.children, checked);
    if (node.children.every((child) => checked.has(child.id))) checked.add(node.id);
    else checked.delete(node.id);
  }
}

function find(nodes: CheckNode[], id: string): CheckNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inside = find(node.children ?? [], id);
    if (inside) return inside;
  }
  return undefined;
}

/** The checked set after the user toggles one node. */
export function toggleCheck(nodes: CheckNode[], checked: Iterable<string>, id: string): Set<string> {
  const next = new Set(checked);
  const node = find(nodes, id);
  if (!node) return next;
  const turnOn = !next.has(id);
  for (const key of subtreeIds(node)) {
    if (turnOn) next.add(key);
    else next.delete(key);
  }
  normalise(nodes, next);
  return next;
}

/** Every node's state, for drawing the check boxes. */
export function checkStates(nodes: CheckNode[], checked: Set<string>): Map<string, CheckState> {
  const states = new Map<string, CheckState>();
  const visit = (node: CheckNode): CheckState => {
    const children = node.children ?? [];
    let state: CheckState;
    if (!children.length) state = checked.has(node.id) ? 'checked' : 'unchecked';
    else {
      const childStates = children.map(visit);
      state = childStates.every((s) => s === 'checked')
        ? 'checked'
        : childStates.some((s) => s !== 'unchecked')
          ? 'indeterminate'
          : 'unchecked';
    }
    states.set(node.id, state);
    return state;
  };
  nodes.forEach(visit);
  return states;
}
