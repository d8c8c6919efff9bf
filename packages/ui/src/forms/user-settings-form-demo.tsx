/**
 * Story-only demo: the spec's user settings form (basic information) with its exact validation rules, in
 * zh-CN and en-US. Country/region is the kit's Select, area the kit's Cascader over the region tree it is given
 * (the app loads it lazily with loadChinaRegions(); stories pass it built synchronously).
 */
import { useState } from 'react';
import { defineMessages, useMessages } from '../i18n/messages';
import { Button } from '../inputs/button';
import { TextArea } from '../inputs/text-area';
import { TextField } from '../inputs/text-field';
import { Cascader, type CascaderNode } from '../pickers/cascader';
import { Select } from '../pickers/select';
import { Form, maxWords, required, useForm } from './form';
import { FormField } from './form-field';

export const userSettingsMessages = defineMessages({
  'zh-CN': {
    email: '邮箱',
    nickname: '昵称',
    country: '国家/地区',
    area: '所在区域',
    address: '具体地址',
    profile: '个人简介',
    profilePlaceholder: '介绍一下你自己',
    choose: '请选择',
    save: '保存',
    reset: '重置',
    emailRequired: '请输入邮箱',
    nicknameRequired: '请输入昵称',
    countryRequired: '请选择国家/地区',
    areaRequired: '请选择区域',
    profileTooLong: '不能超过200个字',
    china: '中国',
    usa: '美国',
    japan: '日本',
  },
  'en-US': {
    email: 'Email',
    nickname: 'Nickname',
    country: 'Country/Region',
    area: 'Area',
    address: 'Address',
    profile: 'Personal profile',
    profilePlaceholder: 'Tell us about yourself',
    choose: 'Please select',
    save: 'Save',
    reset: 'Reset',
    emailRequired: 'Please enter email address',
    nicknameRequired: 'Please enter nickname',
    countryRequired: 'Please select country/region',
    areaRequired: 'Please Select a area',
    profileTooLong: 'No more than 200 words',
    china: 'China',
    usa: 'United States',
    japan: 'Japan',
  },
});

export interface UserSettingsValues {
  email: string;
  nickname: string;
  countryRegion: string | null;
  /** Region codes from the province down to the district. */
  area: string[] | null;
  address: string;
  profile: string;
}

export interface UserSettingsFormDemoProps {
  onSubmit?: (values: UserSettingsValues) => void;
  /** Errors the "server" answers with after a submit, mapped onto fields by name. */
  serverErrors?: Partial<Record<keyof UserSettingsValues, string>>;
  initialValues?: Partial<UserSettingsValues>;
  /** The region tree the area cascader offers. */
  regions: CascaderNode[];
}

export function UserSettingsFormDemo({ onSubmit, serverErrors, initialValues, regions }: UserSettingsFormDemoProps) {
  const t = useMessages(userSettingsMessages);
  const [validationErrors, setValidationErrors] = useState<Record<string, string>>({});
  const form = useForm<UserSettingsValues>({
    initialValues: {
      email: '',
      nickname: '',
      countryRegion: null,
      area: null,
      address: '',
      profile: '',
      ...initialValues,
    },
    rules: {
      email: required(t.emailRequired),
      nickname: required(t.nicknameRequired),
      countryRegion: required(t.countryRequired),
      area: required(t.areaRequired),
      profile: maxWords(200, t.profileTooLong),
    },
    onSubmit(values) {
      onSubmit?.(values);
      setValidationErrors(serverErrors ?? {});
    },
  });
  return (
    <Form form={form} validationErrors={validationErrors} className="w-96">
      <FormField name="email" label={t.email} isRequired>
        <TextField inputProps={{ autoComplete: 'email' }} />
      </FormField>
      <FormField name="nickname" label={t.nickname} isRequired>
        <TextField />
      </FormField>
      <FormField name="countryRegion" label={t.country} isRequired>
        <Select
          placeholder={t.choose}
          options={[
            { id: 'CN', label: t.china },
            { id: 'US', label: t.usa },
            { id: 'JP', label: t.japan },
          ]}
        />
      </FormField>
      <FormField name="area" label={t.area} isRequired>
        <Cascader placeholder={t.choose} options={regions} />
      </FormField>
      <FormField name="address" label={t.address}>
        <TextField />
      </FormField>
      <FormField name="profile" label={t.profile}>
        <TextArea placeholder={t.profilePlaceholder} maxCount={200} countBy="words" />
      </FormField>
      <div className="flex gap-3">
        <Button type="submit" variant="primary">
          {t.save}
        </Button>
        <Button type="button" onPress={() => form.reset()}>
          {t.reset}
        </Button>
      </div>
    </Form>
  );
}
