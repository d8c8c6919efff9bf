/**
 * Basic information (fields and messages: docs/modules/app-shell.md): email, nickname, country/region, area (the China
 * region cascader, loaded lazily), address, a personal profile of at most 200 words, and what User info shows of
 * the person (office location, introduction, personal website, phone). The rules are the
 * contract's schema, so the browser and the server give the same translated messages; the server's own field
 * errors (e.g. a stale version) come back under their fields. Saving says 'Save Success'.
 */
import { type ProfileInput, profileSchema } from '@soundboard/contract';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Form, useForm } from '@soundboard/ui/forms/form.tsx';
import { FormField } from '@soundboard/ui/forms/form-field.tsx';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { TextArea } from '@soundboard/ui/inputs/text-area.tsx';
import { TextField } from '@soundboard/ui/inputs/text-field.tsx';
import { Cascader } from '@soundboard/ui/pickers/cascader.tsx';
import type { Region } from '@soundboard/ui/pickers/region-tree.ts';
import { Select } from '@soundboard/ui/pickers/select.tsx';
import { useEffect, useState } from 'react';
import { accountApi, type Profile } from '../../api/account';
import { fieldErrors } from '../../api/errors';
import { loadRegions } from '../../api/regions';
import { useT } from '../../i18n/use-t';
import { schemaRule } from '../../lib/schema-rules';
import { COUNTRY_CODES } from './countries';

export interface BasicInfoValues {
  email: string;
  nickname: string;
  countryRegion: string | null;
  area: string[] | null;
  address: string;
  profile: string;
  officeLocation: string;
  introduction: string;
  website: string;
  phone: string;
}

const fields = profileSchema.entries;

export function toBasicInfoValues(profile: Profile): BasicInfoValues {
  return {
    email: profile.email,
    nickname: profile.nickname,
    countryRegion: profile.countryRegion || null,
    area: profile.area.length > 0 ? profile.area : null,
    address: profile.address,
    profile: profile.profile,
    officeLocation: profile.officeLocation,
    introduction: profile.introduction,
    website: profile.website,
    phone: profile.phone,
  };
}

export function toProfileInput(values: BasicInfoValues, version: number): ProfileInput {
  return {
    email: values.email.trim(),
    nickname: values.nickname.trim(),
    countryRegion: values.countryRegion ?? '',
    area: values.area ?? [],
    address: values.address,
    profile: values.profile,
    officeLocation: values.officeLocation.trim(),
    introduction: values.introduction,
    website: values.website.trim(),
    phone: values.phone.trim(),
    version,
  };
}

export function BasicInfoForm({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const t = useT();
  const [regions, setRegions] = useState<Region[]>([]);
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    loadRegions().then(setRegions, () => undefined);
  }, []);

  const form = useForm<BasicInfoValues>({
    initialValues: toBasicInfoValues(profile),
    rules: {
      email: schemaRule(fields.email),
      nickname: schemaRule(fields.nickname),
      countryRegion: schemaRule(fields.countryRegion),
      area: schemaRule(fields.area, []),
      address: schemaRule(fields.address),
      profile: schemaRule(fields.profile),
      officeLocation: schemaRule(fields.officeLocation),
      introduction: schemaRule(fields.introduction),
      website: schemaRule(fields.website),
      phone: schemaRule(fields.phone),
    },
    async onSubmit(values) {
      setSaving(true);
      setServerErrors({});
      try {
        const saved = await accountApi.saveProfile(toProfileInput(values, profile.version));
        toast.success(t('userSetting.saveSuccess'));
        onSaved(saved);
      } catch (error) {
        // The request layer has toasted the reason; field issues also go under their fields.
        setServerErrors(fieldErrors(error));
      } finally {
        setSaving(false);
      }
    },
  });

  return (
    <Form form={form} validationErrors={serverErrors} className="flex w-full max-w-xl flex-col gap-4">
      <FormField name="email" label={t('userSetting.basicInfo.email')} isRequired>
        <TextField inputProps={{ autoComplete: 'email' }} type="email" />
      </FormField>
      <FormField name="nickname" label={t('userSetting.basicInfo.nickname')} isRequired>
        <TextField inputProps={{ autoComplete: 'nickname' }} />
      </FormField>
      <FormField name="countryRegion" label={t('userSetting.basicInfo.countryRegion')} isRequired>
        <Select
          placeholder={t('userSetting.basicInfo.choose')}
          options={COUNTRY_CODES.map((code) => ({ id: code, label: t(`country.${code}`) }))}
        />
      </FormField>
      <FormField name="area" label={t('userSetting.basicInfo.area')} isRequired>
        <Cascader
          placeholder={t('userSetting.basicInfo.choose')}
          options={regions}
          columnLabels={[
            t('userSetting.basicInfo.province'),
            t('userSetting.basicInfo.city'),
            t('userSetting.basicInfo.district'),
          ]}
        />
      </FormField>
      <FormField name="address" label={t('userSetting.basicInfo.address')}>
        <TextField inputProps={{ autoComplete: 'street-address' }} />
      </FormField>
      <FormField name="profile" label={t('userSetting.basicInfo.profile')}>
        <TextArea placeholder={t('userSetting.basicInfo.profilePlaceholder')} maxCount={200} countBy="words" />
      </FormField>
      <FormField name="officeLocation" label={t('userSetting.basicInfo.officeLocation')}>
        <TextField />
      </FormField>
      <FormField name="introduction" label={t('userSetting.basicInfo.introduction')}>
        <TextArea placeholder={t('userSetting.basicInfo.introductionPlaceholder')} maxCount={500} />
      </FormField>
      <FormField name="website" label={t('userSetting.basicInfo.website')}>
        <TextField type="url" inputProps={{ autoComplete: 'url' }} placeholder="https://" />
      </FormField>
      <FormField name="phone" label={t('userSetting.basicInfo.phone')}>
        <TextField type="tel" inputProps={{ autoComplete: 'tel' }} />
      </FormField>
      <div className="flex gap-3">
        <Button type="submit" variant="primary" isPending={saving}>
          {t('userSetting.save')}
        </Button>
        <Button type="button" onPress={() => form.reset()}>
          {t('userSetting.reset')}
        </Button>
      </div>
    </Form>
  );
}
