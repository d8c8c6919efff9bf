/**
 * The variables an announcement script may use, once: the script editor offers them, the server validates and
 * renders with them, the preview fills them with a store's sample values. A variable is written `{name}`
 * (`Welcome to {storeName}, we close at {closingTime}`); `{{` and `}}` write literal braces. Any other name, or a
 * brace left open, is an error at its position (character offsets into the script, end exclusive).
 */
export const TEXT_VARIABLES = ['storeName', 'openingTime', 'closingTime', 'date', 'time', 'promo'] as const;
export type TextVariable = (typeof TEXT_VARIABLES)[number];

export type TextValues = Record<TextVariable, string>;

export function isTextVariable(name: string): name is TextVariable {
  return (TEXT_VARIABLES as readonly string[]).includes(name);
}

/** A problem in a script: what, and where (offsets into the script). */
export interface ScriptIssue {
  /** 'template.unknownVariable' (with `name`) or 'template.unclosedBrace'. */
  key: 'template.unknownVariable' | 'template.unclosedBrace';
  start: number;
  end: number;
  name?: string;
}

/** The script in pieces: literal text and variables, in order. */
export type ScriptPart =
  | { kind: 'text'; text: string }
  | { kind: 'variable'; name: string; start: number; end: number };

const TOKEN = /\{\{|\}\}|\{([^{}\s]*)\}|\{/g;

export function parseScript(script: string): { parts: ScriptPart[]; issues: ScriptIssue[] } {
  const parts: ScriptPart[] = [];
  const issues: ScriptIssue[] = [];
  let text = '';
  let last = 0;
  for (const match of script.matchAll(TOKEN)) {
    const start = match.index;
    text += script.slice(last, start);
    last = start + match[0].length;
    if (match[0] === '{{') text += '{';
    else if (match[0] === '}}') text += '}';
    else if (match[0] === '{') {
      issues.push({ key: 'template.unclosedBrace', start, end: start + 1 });
      text += '{';
    } else {
      const name = match[1] ?? '';
      if (text) parts.push({ kind: 'text', text });
      text = '';
      parts.push({ kind: 'variable', name, start, end: last });
      if (!isTextVariable(name)) issues.push({ key: 'template.unknownVariable', start, end: last, name });
    }
  }
  text += script.slice(last);
  if (text) parts.push({ kind: 'text', text });
  return { parts, issues };
}

/** The script with every variable replaced by its value (an unknown one stays as written). */
export function renderScript(script: string, values: Partial<TextValues>): string {
  return parseScript(script)
    .parts.map((part) => {
      if (part.kind === 'text') return part.text;
      return isTextVariable(part.name) ? (values[part.name] ?? '') : `{${part.name}}`;
    })
    .join('');
}

/** Voice settings, as percentages: rate 100 and pitch 50 are the voice's own; volume 100 is full. */
export const VOICE_LIMITS = {
  rate: { min: 50, max: 200, default: 100 },
  pitch: { min: 0, max: 100, default: 50 },
  volume: { min: 0, max: 100, default: 100 },
} as const;

export interface VoiceSettings {
  rate: number;
  pitch: number;
  volume: number;
}

/** Speaking speed at rate 100: Chinese characters per second, English words per second. */
const UNITS_PER_SECOND = { 'zh-CN': 4.5, 'en-US': 2.6 } as const;

/** Seconds the rendered text takes to speak, estimated (rounded up to a tenth; at least one second). */
export function estimateSeconds(text: string, language: keyof typeof UNITS_PER_SECOND, rate: number): number {
  const units =
    language === 'zh-CN'
      ? (text.match(/[\u3400-\u9fff]/g)?.length ?? 0) + (text.match(/[A-Za-z0-9]+/g)?.length ?? 0)
      : (text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0);
  const pauses = text.match(/[,.;:!?，。；：！？、]/g)?.length ?? 0;
  const seconds = units / UNITS_PER_SECOND[language] / (rate / 100) + pauses * 0.3;
  return Math.max(1, Math.ceil(seconds * 10) / 10);
}
