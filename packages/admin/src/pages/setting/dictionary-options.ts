/**
 * A dictionary's options for other screens' selects (GET /behind/dictionary-options/:code): asked once per code
 * while the app runs, labelled in the current locale, coloured by each value's tone. Saving or deleting a
 * dictionary here forgets the answers, so the next select asks again.
 */
import { useStore } from '@nanostores/react';
import type { DictionaryOption } from '@soundboard/contract';
import type { TagColor } from '@soundboard/ui/data-display/tag.tsx';
import { useEffect, useState } from 'react';
import { $locale } from '../../stores/locale';
import { configApi } from './config-api';

const asked = new Map<string, Promise<DictionaryOption[]>>();

export function forgetDictionaryOptions(): void {
  asked.clear();
}

function optionsOf(code: string): Promise<DictionaryOption[]> {
  let answer = asked.get(code);
  if (!answer) {
    answer = configApi.dictionaryOptions(code).then((options) => options.values);
    // A failed answer is not kept: the next select asks again.
    answer.catch(() => asked.delete(code));
    asked.set(code, answer);
  }
  return answer;
}

export interface DictionaryPick {
  id: string;
  label: string;
  tone: TagColor;
}

/** The enabled values of dictionary `code`, sorted, as picker options (empty until they arrive). */
export function useDictionaryOptions(code: string): DictionaryPick[] {
  const locale = useStore($locale);
  const [values, setValues] = useState<DictionaryOption[]>([]);
  useEffect(() => {
    let live = true;
    optionsOf(code).then(
      (next) => live && setValues(next),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [code]);
  return values.map((value) => ({
    id: value.code,
    label: locale === 'zh-CN' ? value.labelZh : value.labelEn,
    tone: value.tone as TagColor,
  }));
}
