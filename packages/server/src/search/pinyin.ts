/**
 * The pinyin forms of a name the palette matches (docs/modules/app-shell.md#command-palette): `initials`, the
 * first letter of each Chinese syllable and of each word in other scripts ("张三" → "zs", "Soundboard 音响" →
 * "syx"), and `spelled`, every syllable and word run together ("zhangsan"). Lower-case, letters and digits only.
 * Null for a name without Chinese: its own text already matches.
 */
import { pinyin } from 'pinyin-pro';

const CHINESE = /\p{Script=Han}/u;

export interface PinyinForms {
  initials: string;
  spelled: string;
}

/** The words of `text`: a Chinese character's toneless syllable (ü as v), or a run of other letters and digits. */
function syllables(text: string): string[] {
  return pinyin(text, { toneType: 'none', type: 'array', nonZh: 'consecutive', v: true })
    .flatMap((part) => part.toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter(Boolean);
}

export function pinyinForms(name: string): PinyinForms | null {
  if (!CHINESE.test(name)) return null;
  const words = syllables(name);
  return { initials: words.map((word) => word[0]).join(''), spelled: words.join('') };
}
