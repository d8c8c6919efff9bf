/**
 * The address of a screen of the contract's SCREENS by its name, its `:params` filled in: pages link to each
 * other through the one screens list instead of re-typing paths ('ArticleEdit', { id: 7 } → /content/article/edit/7).
 */
import { SCREENS } from '@soundboard/contract';

export function screenHref(name: string, params: Record<string, string | number> = {}): string {
  const screen = SCREENS.find((candidate) => candidate.name === name);
  if (!screen) throw new Error(`no screen named ${name}`);
  return screen.path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`screen ${name} needs :${key}`);
    return encodeURIComponent(String(value));
  });
}
