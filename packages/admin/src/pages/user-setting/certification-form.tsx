/**
 * The enterprise certification request: account type, legal person name, document type and
 * number, enterprise name, certificate type and organization code. Rules are the contract's schema; a new
 * request starts 'auditing' on the server.
 */
import { type CertificationInput, certificationSchema } from '@soundboard/contract';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Form, useForm } from '@soundboard/ui/forms/form.tsx';
import { FormField } from '@soundboard/ui/forms/form-field.tsx';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { TextField } from '@soundboard/ui/inputs/text-field.tsx';
import { Select } from '@soundboard/ui/pickers/select.tsx';
import { useState } from 'react';
import { accountApi } from '../../api/account';
import { useT } from '../../i18n/use-t';
import { schemaRule } from '../../lib/schema-rules';

type Values = { [K in keyof CertificationInput]: CertificationInput[K] | (K extends `${string}Type` ? null : never) };

const fields = certificationSchema.entries;
const INITIAL: Values = {
  accountType: 'enterprise',
  legalPersonName: '',
  legalPersonCertType: null,
  legalPersonCertNumber: '',
  enterpriseName: '',
  enterpriseCertType: null,
  organizationCode: '',
};

export const ACCOUNT_TYPES = ['enterprise', 'individual'] as const;
const PERSON_CERT_TYPES = ['id_card', 'passport', 'other'] as const;
const ENTERPRISE_CERT_TYPES = ['business_license', 'unified_social_credit', 'other'] as const;

export function CertificationForm({ onSubmitted, onCancel }: { onSubmitted: () => void; onCancel: () => void }) {
  const t = useT();
  const [saving, setSaving] = useState(false);
  const required = t('userSetting.certification.required');
  // A missing choice reads 'required' rather than the schema's generic 'not valid'.
  const choice = (schema: Parameters<typeof schemaRule>[0]) => (value: unknown) =>
    value ? schemaRule(schema)(value) : required;
  const form = useForm<Values>({
    initialValues: INITIAL,
    rules: {
      accountType: choice(fields.accountType),
      legalPersonName: schemaRule(fields.legalPersonName),
      legalPersonCertType: choice(fields.legalPersonCertType),
      legalPersonCertNumber: schemaRule(fields.legalPersonCertNumber),
      enterpriseName: schemaRule(fields.enterpriseName),
      enterpriseCertType: choice(fields.enterpriseCertType),
      organizationCode: schemaRule(fields.organizationCode),
    },
    async onSubmit(values) {
      setSaving(true);
      try {
        await accountApi.submitCertification(values as CertificationInput);
        toast.success(t('userSetting.certification.submitted'));
        onSubmitted();
      } catch {
        // The request layer has shown the reason.
      } finally {
        setSaving(false);
      }
    },
  });
  const options = (prefix: string, ids: readonly string[]) => ids.map((id) => ({ id, label: t(`${prefix}.${id}`) }));

  return (
    <Form form={form} className="grid w-full max-w-3xl grid-cols-1 gap-4 md:grid-cols-2">
      <FormField name="accountType" label={t('userSetting.certification.accountType')} isRequired>
        <Select options={options('userSetting.certification.accountType', ACCOUNT_TYPES)} />
      </FormField>
      <FormField name="enterpriseName" label={t('userSetting.certification.enterpriseName')} isRequired>
        <TextField />
      </FormField>
      <FormField name="legalPersonName" label={t('userSetting.certification.legalPersonName')} isRequired>
        <TextField />
      </FormField>
      <FormField name="enterpriseCertType" label={t('userSetting.certification.enterpriseCertType')} isRequired>
        <Select
          placeholder={t('userSetting.basicInfo.choose')}
          options={options('userSetting.certification.enterpriseCertType', ENTERPRISE_CERT_TYPES)}
        />
      </FormField>
      <FormField name="legalPersonCertType" label={t('userSetting.certification.legalPersonCertType')} isRequired>
        <Select
          placeholder={t('userSetting.basicInfo.choose')}
          options={options('userSetting.certification.legalPersonCertType', PERSON_CERT_TYPES)}
        />
      </FormField>
      <FormField name="organizationCode" label={t('userSetting.certification.organizationCode')} isRequired>
        <TextField />
      </FormField>
      <FormField name="legalPersonCertNumber" label={t('userSetting.certification.legalPersonCertNumber')} isRequired>
        <TextField />
      </FormField>
      <div className="flex items-end gap-3 md:col-span-2">
        <Button type="submit" variant="primary" isPending={saving}>
          {t('userSetting.certification.submit')}
        </Button>
        <Button type="button" onPress={onCancel}>
          {t('userSetting.certification.cancel')}
        </Button>
      </div>
    </Form>
  );
}
