/** The rules' text templates as they are read (name, language, status), for summaries and the order preview. */
import { useEffect, useState } from 'react';
import { type RuleTemplate, ruleTemplate } from '../../api/music-templates';

/** The text templates of these ids, each read once (see api/music-templates.ts). */
export function useRuleTemplates(ids: readonly number[]): ReadonlyMap<number, RuleTemplate> {
  const [templates, setTemplates] = useState<ReadonlyMap<number, RuleTemplate>>(new Map());
  const missing = [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0 && !templates.has(id)).join(',');
  useEffect(() => {
    let live = true;
    for (const id of missing ? missing.split(',').map(Number) : []) {
      ruleTemplate(id).then(
        (template) => live && setTemplates((now) => new Map(now).set(id, template)),
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [missing]);
  return templates;
}
