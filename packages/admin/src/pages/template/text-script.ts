/**
 * What the script editor is given on the text-template page: the contract's variables with their translated
 * labels and descriptions, and the script's problems (the contract's parser, on every change: no server round
 * trip) as ranges with the server's own wording (contract player-messages.ts; the position is 1-based there too).
 */
import { type Locale, parseScript, TEXT_VARIABLES, translate } from '@soundboard/contract';
import type { ScriptIssueRange, ScriptVariable } from '@soundboard/ui/script-editor/script-editor.tsx';

export function scriptVariables(t: (key: string) => string): ScriptVariable[] {
  return TEXT_VARIABLES.map((name) => ({
    name,
    label: t(`templates.variable.${name}`),
    description: t(`templates.variable.${name}.hint`),
  }));
}

export function scriptIssues(script: string, locale: string): ScriptIssueRange[] {
  const language: Locale = locale === 'en-US' ? 'en-US' : 'zh-CN';
  return parseScript(script).issues.map((issue) => ({
    start: issue.start,
    end: issue.end,
    message: translate(language, issue.key, {
      name: issue.name === undefined ? '' : `{${issue.name}}`,
      position: String(issue.start + 1),
    }),
  }));
}
