/**
 * The quick add above the timeline, by keyboard from top to bottom: the type, what happened (Ctrl/Cmd+Enter
 * saves from there), the contact met (only this customer's company contacts), attachments from the media
 * library and the next follow-up time. Checked with the contract's rules as they are left and again on save;
 * the server's field errors come back under their fields.
 */
import { emptyValue, FOLLOW_UP_FIELDS, inputFieldSchema, type TimelineAnswer } from '@soundboard/contract';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Form, type Rule, useForm } from '@soundboard/ui/forms/form.tsx';
import { FormField } from '@soundboard/ui/forms/form-field.tsx';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { TextArea } from '@soundboard/ui/inputs/text-area.tsx';
import { Select } from '@soundboard/ui/pickers/select.tsx';
import type { KeyboardEvent } from 'react';
import { useId, useState } from 'react';
import { crmTrackingApi } from '../../api/crm-tracking';
import { fieldErrors } from '../../api/errors';
import { useT } from '../../i18n/use-t';
import { schemaRule } from '../../lib/schema-rules';
import { DictionarySelect } from '../../resource/dictionary-values';
import { ImagesField } from '../../resource/images-field';
import { DateTimeControl } from './tracking-datetime';

type Values = Record<string, unknown>;

/** What the form sends: `at` stays out (the server takes now). */
const SENT = ['type', 'content', 'contactId', 'attachments', 'nextAt'] as const;
const FIELDS = Object.fromEntries(SENT.map((name) => [name, FOLLOW_UP_FIELDS[name]]));
const empty = (): Values => Object.fromEntries(SENT.map((name) => [name, emptyValue(FOLLOW_UP_FIELDS[name])]));

/** A Select over numeric ids (the contact's). */
function ContactSelect({
  value,
  onChange,
  contacts,
  ...props
}: {
  value?: number | null;
  onChange?: (value: number | null) => void;
  contacts: TimelineAnswer['contacts'];
} & Record<string, unknown>) {
  const t = useT();
  return (
    <Select
      {...props}
      placeholder={contacts.length === 0 ? t('crm.tracking.noContacts') : t('resource.choose')}
      isDisabled={contacts.length === 0}
      value={value === null || value === undefined ? null : String(value)}
      onChange={(id) => onChange?.(id === null ? null : Number(id))}
      options={contacts.map((contact) => ({
        id: String(contact.id),
        label: contact.title ? `${contact.name} · ${contact.title}` : contact.name,
      }))}
    />
  );
}

/** The media library's images field, showing the server's refusal too. */
function Attachments({
  serverError,
  errorMessage,
  ...props
}: { serverError: string | undefined; errorMessage?: string } & Record<string, unknown>) {
  return <ImagesField {...props} max={FOLLOW_UP_FIELDS.attachments.max} errorMessage={errorMessage ?? serverError} />;
}

export function QuickAdd({
  customerId,
  contacts,
  onSaved,
}: {
  customerId: number;
  contacts: TimelineAnswer['contacts'];
  onSaved: () => void;
}) {
  const titleId = useId(); // unique: the pages kept in other tabs are in the document too
  const t = useT();
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  // The values the server's errors were about: an error stays until its field is changed (as <Form> does for its own).
  const [erredValues, setErredValues] = useState<Values>({});
  const form = useForm<Values>({
    initialValues: empty(),
    rules: Object.fromEntries(
      Object.entries(FIELDS).map(([name, field]) => [
        name,
        schemaRule(inputFieldSchema(field), null) as Rule<unknown, Values>,
      ]),
    ),
    async onSubmit(values) {
      if (saving) return;
      setSaving(true);
      try {
        await crmTrackingApi.addFollowUp(customerId, values);
        toast.success(t('crm.tracking.saved'));
        setServerErrors({});
        // The type stays: the next entry is often of the same kind.
        form.reset({ ...empty(), type: values.type });
        onSaved();
      } catch (error) {
        setServerErrors(fieldErrors(error));
        setErredValues(values);
      } finally {
        setSaving(false);
      }
    },
  });
  const saveOnCtrlEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      form.handleSubmit();
    }
  };
  const label = (name: string) => t(`crm.tracking.field.${name}`);
  /** A server error for a control outside React Aria's forms (which <Form validationErrors> cannot reach). */
  const serverError = (name: string) => (form.values[name] === erredValues[name] ? serverErrors[name] : undefined);
  return (
    <section aria-labelledby={titleId} className="rounded-lg bg-surface p-4">
      <h2 id={titleId} className="mb-3 text-lg font-medium text-default">
        {t('crm.tracking.add')}
      </h2>
      <Form form={form} validationErrors={serverErrors} className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <FormField name="type" label={label('type')} isRequired>
          <DictionarySelect code="followUpType" placeholder={t('resource.choose')} />
        </FormField>
        <FormField name="contactId" label={label('contactId')}>
          <ContactSelect contacts={contacts} />
        </FormField>
        <div className="lg:col-span-2">
          <FormField name="content" label={label('content')} description={t('crm.tracking.saveHint')} isRequired>
            <TextArea rows={3} maxCount={FOLLOW_UP_FIELDS.content.max} onKeyDown={saveOnCtrlEnter} />
          </FormField>
        </div>
        <FormField name="nextAt" label={label('nextAt')}>
          <DateTimeControl serverError={serverError('nextAt')} />
        </FormField>
        <FormField name="attachments" label={label('attachments')}>
          <Attachments serverError={serverError('attachments')} />
        </FormField>
        <div className="lg:col-span-2">
          <Button type="submit" variant="primary" isPending={saving}>
            {t('crm.tracking.save')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
