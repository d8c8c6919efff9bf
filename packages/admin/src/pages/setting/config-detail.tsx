/**
 * One configuration group (/setting/config/{group}): a form of its keys with the resource framework's typed
 * controls, checked by the contract's rules as each field is left and by the server on save (its field errors
 * shown under their fields). Saving a group someone else changed meanwhile says so and offers to reload it.
 */
import {
  type ConfigGroup,
  type ConfigGroupAnswer,
  type ConfigValue,
  configField,
  configKeys,
  inputFieldSchema,
  isConfigGroup,
} from '@soundboard/contract';
import { Alert } from '@soundboard/ui/feedback/alert.tsx';
import { Result } from '@soundboard/ui/feedback/result.tsx';
import { Skeleton } from '@soundboard/ui/feedback/skeleton.tsx';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Form, type Rule, useForm } from '@soundboard/ui/forms/form.tsx';
import { FormField } from '@soundboard/ui/forms/form-field.tsx';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Link } from '@soundboard/ui/inputs/link.tsx';
import { Permission } from '@soundboard/ui/widgets/permission.tsx';
import { useCallback, useEffect, useState } from 'react';
import { fieldErrors, isVersionConflict } from '../../api/errors';
import { useT } from '../../i18n/use-t';
import { LoadFailed } from '../../layout/load-failed';
import { schemaRule } from '../../lib/schema-rules';
import { FieldControl } from '../../resource/field-control';
import type { PageProps } from '../../routes/types';
import { configApi } from './config-api';
import { groupLabels } from './config-labels';

type Values = Record<string, ConfigValue>;

function GroupForm({ answer, onReload }: { answer: ConfigGroupAnswer; onReload: () => void }) {
  const t = useT();
  const group = answer.group;
  const labels = groupLabels(t, group);
  const keys = configKeys(group);
  const [version, setVersion] = useState(answer.version);
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState(false);
  const rules = Object.fromEntries(
    keys.map(([name, def]) => [name, schemaRule(inputFieldSchema(configField(def)), null) as Rule<unknown, Values>]),
  );
  const form = useForm<Values>({
    initialValues: answer.values,
    rules,
    async onSubmit(values) {
      setSaving(true);
      setConflict(false);
      setServerErrors({});
      try {
        const saved = await configApi.save(group, values, version);
        setVersion(saved.version);
        form.reset(saved.values);
        toast.success(t('config.saved'));
      } catch (error) {
        if (isVersionConflict(error)) setConflict(true);
        setServerErrors(fieldErrors(error));
      } finally {
        setSaving(false);
      }
    },
  });

  return (
    <Form form={form} validationErrors={serverErrors} className="flex flex-col gap-5 rounded-lg bg-surface p-4 sm:p-6">
      {conflict && (
        <Alert status="warning" title={t('config.conflict.title')}>
          <p className="mb-2">{t('config.conflict.content')}</p>
          <Button size="sm" onPress={onReload}>
            {t('config.conflict.reload')}
          </Button>
        </Alert>
      )}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {keys.map(([name, def]) => (
          <div key={name} className={def.type === 'list' ? 'md:col-span-2' : undefined}>
            <FormField
              name={name}
              label={labels.field(name)}
              isRequired={def.required}
              description={t(`config.key.${group}.${name}.hint`)}
              {...(def.type === 'boolean' ? { valueProp: 'isSelected' as const } : {})}
            >
              <FieldControl name={name} field={configField(def)} labels={labels} />
            </FormField>
          </div>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Permission required="config:write" mode="disable" reason={t('config.noPermission')}>
          <Button type="submit" variant="primary" isPending={saving}>
            {t('config.save')}
          </Button>
        </Permission>
        <Button isDisabled={!form.isDirty || saving} onPress={() => form.reset()}>
          {t('config.reset')}
        </Button>
      </div>
    </Form>
  );
}

function GroupScreen({ group }: { group: ConfigGroup }) {
  const t = useT();
  const [answer, setAnswer] = useState<ConfigGroupAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    configApi.group(group).then(setAnswer, () => setFailed(true));
  }, [group]);
  useEffect(load, [load]);
  return (
    <section aria-labelledby="config-group-title" className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <Link href="/setting/config" className="w-fit text-sm">
          {t('config.back')}
        </Link>
        <h1 id="config-group-title" className="text-xl font-semibold text-default">
          {t(`config.group.${group}`)}
        </h1>
        <p className="text-sm text-secondary">{t(`config.group.${group}.hint`)}</p>
      </header>
      {failed && <LoadFailed title={t('config.loadFailed')} onRetry={load} />}
      {!answer && !failed && <Skeleton rows={6} />}
      {/* Keyed on the version: a reload after a conflict starts the form afresh. */}
      {answer && <GroupForm key={answer.version} answer={answer} onReload={load} />}
    </section>
  );
}

export default function ConfigDetailPage({ params }: PageProps) {
  const t = useT();
  const group = params.key ?? '';
  if (!isConfigGroup(group))
    return (
      <Result status="404" title={t('config.unknownGroup')}>
        <Link href="/setting/config">{t('config.back')}</Link>
      </Result>
    );
  return <GroupScreen group={group} />;
}
