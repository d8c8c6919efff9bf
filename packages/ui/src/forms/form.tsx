/**
 * A small, typed, dependency-free form state: `useForm({ initialValues, rules, onSubmit })` and `<Form form={…}>`.
 * - A rule is `(value, values) => message | undefined`; a field may have one rule or a list (the first message wins).
 *   Rules are built where the messages are translated, e.g. `required(t.emailRequired)`, so every message follows
 *   the locale.
 * - A field is validated when it loses focus, and again on every change once it has been validated (so an error
 *   goes away as soon as it is fixed). Submit validates every field, focuses the first invalid one, and calls
 *   onSubmit with the values only when all are valid.
 * - Server-side errors: pass `validationErrors={{ email: '…' }}` to <Form>; RAC shows each under the field with
 *   that name, and <Form> drops it as soon as the user edits that field.
 * FormField (form-field.tsx) wires a control to this state.
 */
import { createContext, type FormEvent, type RefObject, useContext, useMemo, useRef, useState } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import { countWords } from '../inputs/count-words';
import { cn } from '../lib/cn';

export type Rule<V, T> = (value: V, values: T) => string | undefined;
export type Rules<T> = { [K in keyof T]?: Rule<T[K], T> | Rule<T[K], T>[] };
export type FormErrors<T> = { [K in keyof T]?: string };

/** Empty: undefined, null, blank text, or an empty list. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

export function required(message: string): Rule<unknown, unknown> {
  return (value) => (isEmpty(value) ? message : undefined);
}

/** At most `max` words as countWords counts them (each CJK character is a word). */
export function maxWords(max: number, message: string): Rule<string | undefined, unknown> {
  return (value) => (countWords(value ?? '') > max ? message : undefined);
}

export interface UseFormOptions<T> {
  initialValues: T;
  rules?: Rules<T>;
  onSubmit?: (values: T) => void;
}

export interface FormApi<T> {
  values: T;
  errors: FormErrors<T>;
  setValue<K extends keyof T>(name: K, value: T[K]): void;
  /** Called when a field loses focus: validates it and keeps it validated on later changes. */
  touch(name: keyof T): void;
  /** Validates every field, shows the errors, returns whether all are valid. */
  validate(): boolean;
  handleSubmit(event?: FormEvent<HTMLFormElement>): void;
  /** Back to the initial values — or to `values`, which become the new starting point (e.g. a reloaded record). */
  reset(values?: T): void;
  /** The values differ from the starting point (an unsaved-changes guard asks before they are thrown away). */
  isDirty: boolean;
  /**
   * Called when a pointer goes down on the submit button: the blur that follows must not show a message yet,
   * or the message pushes the button down before the pointer comes up and the click is lost. Submit validates
   * everything anyway.
   */
  holdBlurValidation(): void;
  formRef: RefObject<HTMLFormElement | null>;
}

function runRules<T>(rules: Rules<T> | undefined, name: keyof T, values: T): string | undefined {
  const rule = rules?.[name];
  const list = (Array.isArray(rule) ? rule : rule ? [rule] : []) as Rule<T[keyof T], T>[];
  for (const check of list) {
    const message = check(values[name], values);
    if (message) return message;
  }
  return undefined;
}

export function useForm<T extends object>({ initialValues, rules, onSubmit }: UseFormOptions<T>): FormApi<T> {
  const [values, setValues] = useState(initialValues);
  const [baseline, setBaseline] = useState(initialValues);
  const [errors, setErrors] = useState<FormErrors<T>>({});
  const formRef = useRef<HTMLFormElement>(null);
  // Latest values and touched flags, so several updates in one event (change then blur) see each other.
  const latest = useRef(values);
  const touched = useRef(new Set<keyof T>());
  const blurHeld = useRef(false);

  const check = (name: keyof T) => {
    const message = runRules(rules, name, latest.current);
    setErrors((current) => ({ ...current, [name]: message }));
  };

  function validate(): boolean {
    const names = Object.keys(rules ?? {}) as (keyof T)[];
    const next: FormErrors<T> = {};
    for (const name of names) {
      next[name] = runRules(rules, name, latest.current);
      touched.current.add(name);
    }
    setErrors(next);
    const firstInvalid = names.find((name) => next[name]);
    if (firstInvalid !== undefined) focusField(formRef.current, String(firstInvalid));
    return firstInvalid === undefined;
  }

  return {
    values,
    errors,
    formRef,
    validate,
    isDirty: JSON.stringify(values) !== JSON.stringify(baseline),
    setValue(name, value) {
      latest.current = { ...latest.current, [name]: value };
      setValues(latest.current);
      if (touched.current.has(name)) check(name);
    },
    touch(name) {
      touched.current.add(name);
      if (!blurHeld.current) check(name);
    },
    holdBlurValidation() {
      blurHeld.current = true;
      // Released after this press, whether it ends in a click or not.
      globalThis.addEventListener('pointerup', () => setTimeout(() => (blurHeld.current = false)), { once: true });
    },
    handleSubmit(event) {
      event?.preventDefault();
      if (validate()) onSubmit?.(latest.current);
    },
    reset(next) {
      const start = next ?? initialValues;
      latest.current = start;
      touched.current.clear();
      setValues(start);
      setBaseline(start);
      setErrors({});
    },
  };
}

/** Focuses the first keyboard-reachable element of the named field (skipping RAC's hidden native selects). */
function focusField(form: HTMLFormElement | null, name: string) {
  const wrapper = form?.querySelector(`[data-form-field="${CSS.escape(name)}"]`);
  const candidates =
    wrapper?.querySelectorAll<HTMLElement>('input:not([type="hidden"]), textarea, select, button, [tabindex]') ?? [];
  for (const element of candidates) {
    if (element.tabIndex < 0 || element.closest('[aria-hidden="true"]') || element.hasAttribute('disabled')) continue;
    element.focus();
    return;
  }
}

const FormContext = createContext<FormApi<never> | null>(null);

/** The nearest <Form>'s state, for FormField. */
export function useFormContext<T>(): FormApi<T> {
  const form = useContext(FormContext);
  if (!form) throw new Error('FormField must be inside a <Form form={useForm(...)}>');
  return form as unknown as FormApi<T>;
}

export interface FormProps<T> extends Omit<AriaFormProps, 'onSubmit' | 'validationBehavior'> {
  form: FormApi<T>;
}

export function Form<T>({ form, validationErrors, className, children, ...props }: FormProps<T>) {
  // A server error stays until the user edits that field: remember the values the errors arrived with.
  const [snapshot, setSnapshot] = useState({ errors: validationErrors, values: form.values });
  if (snapshot.errors !== validationErrors) setSnapshot({ errors: validationErrors, values: form.values });
  const shownErrors = useMemo(() => {
    if (!validationErrors) return undefined;
    const values = form.values as Record<string, unknown>;
    const original = snapshot.values as Record<string, unknown>;
    return Object.fromEntries(Object.entries(validationErrors).filter(([name]) => values[name] === original[name]));
  }, [validationErrors, form.values, snapshot.values]);
  return (
    <FormContext.Provider value={form as unknown as FormApi<never>}>
      <AriaForm
        {...props}
        validationErrors={shownErrors}
        ref={form.formRef}
        // 'aria': the browser's own required-field bubbles never appear; our messages do.
        validationBehavior="aria"
        onSubmit={(event) => form.handleSubmit(event)}
        onPointerDownCapture={(event) => {
          if ((event.target as Element).closest('button[type="submit"]')) form.holdBlurValidation();
        }}
        data-slot="form"
        className={cn('flex flex-col gap-4', className)}
      >
        {children}
      </AriaForm>
    </FormContext.Provider>
  );
}
