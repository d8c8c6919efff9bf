/**
 * ScriptEditor: a multi-line field for announcement scripts whose `{variables}` are visibly marked. A native
 * textarea (typing, undo, IME and spell-check as the browser does them) sits over a highlight layer that tints
 * each variable and underlines each issue; "Insert variable" lists the variables it is given and puts `{name}`
 * at the caret (replacing a selection); the issues are also listed under the field, each selecting its range
 * when pressed; a counter shows the length against `maxLength`. The kit knows no variable set: the caller passes
 * `variables` and `issues` (the admin computes them with the contract's parser on every change).
 * Label, description and error are wired like the kit's other fields (aria-describedby, aria-invalid), so it
 * works inside a FormField.
 */
import { Braces } from 'lucide-react';
import { type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components';
import { FieldHelp, fieldStack, inputFrame, Label } from '../forms/field-parts';
import { format, useMessages } from '../i18n/messages';
import { Button } from '../inputs/button';
import { cn, cx } from '../lib/compose';
import { Menu, MenuItem, MenuPopover, MenuTrigger } from '../overlays/menu';
import { scriptEditorMessages } from './script-editor.messages';
import { ScriptHighlight, scriptBox } from './script-highlight';
import { ScriptIssueList } from './script-issue-list';
import { insertVariable, type ScriptIssueRange, scriptRuns } from './script-marks';

export type { ScriptIssueRange } from './script-marks';

export interface ScriptVariable {
  name: string;
  label: string;
  /** A line under the label in the menu (what it becomes, e.g. "the store's closing time, 21:30"). */
  description?: string;
}

export interface ScriptEditorProps {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  variables: readonly ScriptVariable[];
  issues?: readonly ScriptIssueRange[];
  /** The limit shown by the counter (characters, as the server counts them); without it there is no counter. */
  maxLength?: number;
  rows?: number;
  placeholder?: string;
  name?: string;
  isRequired?: boolean;
  isInvalid?: boolean;
  isReadOnly?: boolean;
  isDisabled?: boolean;
  className?: string;
  'aria-label'?: string;
}

const NO_ISSUES: readonly ScriptIssueRange[] = [];

export function ScriptEditor({
  label,
  description,
  errorMessage,
  variables,
  issues = NO_ISSUES,
  maxLength,
  rows = 5,
  placeholder,
  className,
  ...props
}: ScriptEditorProps) {
  const t = useMessages(scriptEditorMessages);
  const counterId = useId();
  const issuesId = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const layer = useRef<HTMLDivElement>(null);
  const [inner, setInner] = useState(props.defaultValue ?? '');
  const value = props.value ?? inner;
  // Where the caret goes once an inserted variable is in the textarea. React Aria hands the focus back to the
  // menu's button a frame after the menu closes; the button then passes it on to the text (see its onFocus).
  const caretAfterInsert = useRef<number | null>(null);
  const known = useMemo(() => variables.map((variable) => variable.name), [variables]);
  const runs = useMemo(() => scriptRuns(value, known, issues), [value, known, issues]);
  const over = maxLength !== undefined && value.length > maxLength;
  const editable = !props.isReadOnly && !props.isDisabled;

  const change = (next: string) => {
    setInner(next);
    props.onChange?.(next);
  };

  const returnToText = () => {
    const element = textarea.current;
    const caret = caretAfterInsert.current;
    if (!element || caret === null) return;
    caretAfterInsert.current = null;
    element.focus();
    element.setSelectionRange(caret, caret);
  };

  const insert = (name: string) => {
    const element = textarea.current;
    const at = insertVariable(
      value,
      element?.selectionStart ?? value.length,
      element?.selectionEnd ?? value.length,
      name,
    );
    caretAfterInsert.current = at.caret;
    change(at.script);
  };

  const select = (issue: ScriptIssueRange) => {
    const element = textarea.current;
    if (!element) return;
    element.focus();
    element.setSelectionRange(issue.start, Math.min(issue.end, value.length));
  };

  return (
    <AriaTextField
      name={props.name}
      value={value}
      onChange={change}
      onBlur={props.onBlur}
      isRequired={props.isRequired}
      isReadOnly={props.isReadOnly}
      isDisabled={props.isDisabled}
      isInvalid={props.isInvalid || over || issues.length > 0 || undefined}
      aria-label={props['aria-label']}
      aria-describedby={cx(maxLength !== undefined && counterId, issues.length > 0 && issuesId) || undefined}
      data-slot="script-editor"
      className={fieldStack(className)}
    >
      <div className="flex flex-wrap items-end justify-between gap-2">
        {label && <Label required={props.isRequired}>{label}</Label>}
        {editable && variables.length > 0 && (
          <MenuTrigger
            onOpenChange={(open) => {
              if (open) caretAfterInsert.current = null;
            }}
          >
            <Button size="sm" variant="text" icon={<Braces />} className="ml-auto" onFocus={returnToText}>
              {t.insert}
            </Button>
            <MenuPopover placement="bottom end" className="max-h-80">
              <Menu onAction={(key) => insert(String(key))}>
                {variables.map((variable) => (
                  <MenuItem key={variable.name} id={variable.name} textValue={variable.label}>
                    <span className="flex flex-col">
                      <span className="flex items-baseline justify-between gap-4">
                        <span>{variable.label}</span>
                        <code className="text-xs text-muted">{`{${variable.name}}`}</code>
                      </span>
                      {variable.description && <span className="text-xs text-muted">{variable.description}</span>}
                    </span>
                  </MenuItem>
                ))}
              </Menu>
            </MenuPopover>
          </MenuTrigger>
        )}
      </div>
      <div className="relative rounded-md bg-surface">
        <ScriptHighlight ref={layer} runs={runs} />
        <AriaTextArea
          ref={textarea}
          rows={rows}
          placeholder={placeholder}
          onScroll={(event) => {
            if (layer.current) layer.current.scrollTop = event.currentTarget.scrollTop;
          }}
          className={cn(inputFrame, scriptBox, 'relative block resize-y bg-transparent')}
        />
      </div>
      <div className="flex items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <FieldHelp description={description} errorMessage={errorMessage} />
          <ScriptIssueList id={issuesId} label={t.issues} issues={issues} onSelect={select} />
        </div>
        {maxLength !== undefined && (
          <span
            id={counterId}
            data-slot="counter"
            className={cx('ml-auto shrink-0 text-xs tabular-nums', over ? 'text-danger-text' : 'text-muted')}
          >
            <span aria-hidden="true">
              {value.length} / {maxLength}
            </span>
            <span className="sr-only">{format(t.characters, { count: value.length, max: maxLength })}</span>
          </span>
        )}
      </div>
    </AriaTextField>
  );
}
