/** Reads the token stylesheet's variables per theme and resolves var() chains: used by tests and token docs. */

export type ThemeVariables = Map<string, string>;

function declarations(block: string): [string, string][] {
  return [...block.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1] as string, (m[2] as string).trim()]);
}

function blockOf(css: string, selector: RegExp): string {
  const match = selector.exec(css);
  if (!match) throw new Error(`No ${selector} block`);
  return css.slice(match.index, css.indexOf('\n}', match.index));
}

/** Variables in effect for each theme: dark = light overridden by the dark block. */
export function parseTokenCss(css: string): { light: ThemeVariables; dark: ThemeVariables } {
  const light = new Map(declarations(blockOf(css, /^:root \{/m)));
  const dark = new Map([...light, ...declarations(blockOf(css, /^:root\[data-theme=["']dark["']\] \{/m))]);
  return { light, dark };
}

/** Follows var(--x, fallback) references until a literal value. */
export function resolveVariable(vars: ThemeVariables, name: string, depth = 0): string {
  const value = vars.get(name);
  if (value === undefined) throw new Error(`Unknown variable ${name}`);
  const ref = /^var\((--[\w-]+)(?:,\s*(.+))?\)$/.exec(value);
  if (!ref) return value;
  if (depth > 20) throw new Error(`Cycle at ${name}`);
  if (!vars.has(ref[1] as string) && ref[2]) return ref[2];
  return resolveVariable(vars, ref[1] as string, depth + 1);
}
