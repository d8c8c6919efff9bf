/**
 * TextArea: multi-line input with an optional live counter and a limit.
 * - `maxCount` + `countBy` ('characters', the default, or 'words'): the counter shows "used / max".
 * - `limitMode` 'warn' (default): typing past the limit is allowed, the counter turns red and the field is marked
 *   invalid so a form rule can explain it; 'block': a change that would exceed the limit is refused.
 * Words are counted with countWords (count-words.ts): each CJK character is one word, each run of Latin
 * letters / digits is one word, punctuation, spaces and emoji count nothing.
 */
import { type ReactNode, useId, useState } from 'react';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldHelp, fieldStack, inputBox, Label } from '../forms/field-parts';
import { defineMessages, format, useMessages } from '../i18n/messages';
import { composeClassName, cx } from '../lib/compose';
import { countCharacters, countWords } from './count-words';

export const textAreaMessages = defineMessages({
  'zh-CN': { words: '已输入 {count} 字，最多 {max} 字', characters: '已输入 {count} 个字符，最多 {max} 个' },
  'en-US': { words: '{count} of {max} words', characters: '{count} of {max} characters' },
});

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'children'> {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  placeholder?: string;
  rows?: number;
  /** The limit shown by the counter; without it there is no counter. */
  maxCount?: number;
  countBy?: 'characters' | 'words';
  limitMode?: 'warn' | 'block';
}

export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  maxCount,
  countBy = 'characters',
  limitMode = 'warn',
  className,
  ...props
}: TextAreaProps) {
  const t = useMessages(textAreaMessages);
  const counterId = useId();
  const [inner, setInner] = useState(props.defaultValue ?? '');
  const value = props.value ?? inner;
  const count = countBy === 'words' ? countWords : countCharacters;
  const used = count(value);
  const over = maxCount !== undefined && used > maxCount;

  function handleChange(next: string) {
    // Block mode refuses growth past the limit but still lets the user delete text.
    if (limitMode === 'block' && maxCount !== undefined && count(next) > maxCount && count(next) >= used) return;
    setInner(next);
    props.onChange?.(next);
  }

  return (
    <AriaTextField
      {...props}
      value={value}
      onChange={handleChange}
      isInvalid={props.isInvalid || over || undefined}
      aria-describedby={cx(props['aria-describedby'], maxCount !== undefined && counterId) || undefined}
      data-slot="text-area"
      className={composeClassName(className, fieldStack())}
    >
      {label && <Label required={props.isRequired}>{label}</Label>}
      <AriaTextArea rows={rows} placeholder={placeholder} className={cx(inputBox, 'resize-y')} />
      <div className="flex items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <FieldHelp description={description} errorMessage={errorMessage} />
        </div>
        {maxCount !== undefined && (
          <span
            id={counterId}
            data-slot="counter"
            className={cx('ml-auto shrink-0 text-xs tabular-nums', over ? 'text-danger-text' : 'text-muted')}
          >
            <span aria-hidden="true">
              {used} / {maxCount}
            </span>
            <span className="sr-only">{format(t[countBy], { count: used, max: maxCount })}</span>
          </span>
        )}
      </div>
    </AriaTextField>
  );
}
