/** Pure helpers over a Cascader's options tree: walk a path, list leaf paths for search. */

export interface CascaderNode {
  id: string;
  name: string;
  children?: CascaderNode[];
}

/** The nodes along a path of ids (stops at the first id that does not match). */
export function nodesOnPath(tree: CascaderNode[], path: readonly string[]): CascaderNode[] {
  const nodes: CascaderNode[] = [];
  let level: CascaderNode[] | undefined = tree;
  for (const id of path) {
    const node: CascaderNode | undefined = level?.find((candidate) => candidate.id === id);
    if (!node) break;
    nodes.push(node);
    level = node.children;
  }
  return nodes;
}

export interface LeafPath {
  /** The ids from the root to the leaf. */
  ids: string[];
  /** The names joined with the separator, e.g. "浙江省 / 杭州市 / 西湖区". */
  label: string;
}

export const PATH_SEPARATOR = ' / ';

/** Every root-to-leaf path; computed once per tree (about 3,000 paths for the China region tree). */
export function leafPaths(tree: CascaderNode[]): LeafPath[] {
  const out: LeafPath[] = [];
  const walk = (nodes: CascaderNode[], ids: string[], names: string[]) => {
    for (const node of nodes) {
      const nextIds = [...ids, node.id];
      const nextNames = [...names, node.name];
      if (node.children?.length) walk(node.children, nextIds, nextNames);
      else out.push({ ids: nextIds, label: nextNames.join(PATH_SEPARATOR) });
    }
  };
  walk(tree, [], []);
  return out;
}

/**
 * Leaf paths whose label contains every whitespace-separated term of the query (case-insensitive),
 * so "杭州 西湖" and "西湖" both find "浙江省 / 杭州市 / 西湖区".
 */
export function searchPaths(paths: LeafPath[], query: string, limit = Number.POSITIVE_INFINITY): LeafPath[] {
  const terms = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [];
  const hits: LeafPath[] = [];
  for (const path of paths) {
    const label = path.label.toLocaleLowerCase();
    if (terms.every((term) => label.includes(term))) {
      hits.push(path);
      if (hits.length >= limit) break;
    }
  }
  return hits;
}
