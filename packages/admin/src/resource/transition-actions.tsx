/**
 * The state changes a record allows now (its state machine's transitions from its current state), as buttons
 * following the user's permissions (disabled with the reason when not granted). Weighty ones ask first; those
 * that take input (an approved amount, the goods' condition) open a small form in place.
 */
import { type ResourceDef, type TransitionDef, transitionSchema } from '@soundboard/contract';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { confirm } from '@soundboard/ui/overlays/modal-store.ts';
import { Permission } from '@soundboard/ui/widgets/permission.tsx';
import { useState } from 'react';
import * as v from 'valibot';
import { useT } from '../i18n/use-t';
import { apiFor, type ResourceRecord } from './api';
import { FieldControl } from './field-control';
import type { ResourceLabels } from './labels';

export function availableTransitions(def: ResourceDef, record: ResourceRecord): [string, TransitionDef][] {
  if (!def.states) return [];
  const status = String(record[def.states.field]);
  return Object.entries(def.states.transitions).filter(([, transition]) => transition.from.includes(status));
}

interface Props {
  def: ResourceDef;
  labels: ResourceLabels;
  record: ResourceRecord;
  onChanged: (record: ResourceRecord) => void;
  /** Values an action's input starts with (e.g. the requested amount to approve). */
  inputDefaults?: (action: string, record: ResourceRecord) => Record<string, unknown>;
}

export function TransitionActions({ def, labels, record, onChanged, inputDefaults }: Props) {
  const t = useT();
  const [asking, setAsking] = useState<{ action: string; values: Record<string, unknown> } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (action: string, input: Record<string, unknown>) => {
    setBusy(action);
    try {
      const next = await apiFor(def).transition(record.id, action, { ...input, version: record.version });
      toast.success(t('resource.done', { action: labels.action(action) }));
      setAsking(null);
      onChanged(next);
    } catch {
      // The request layer has shown the reason (an illegal move, a stale version, a rule of the business).
    } finally {
      setBusy(null);
    }
  };

  const start = async (action: string, transition: TransitionDef) => {
    if (transition.input) {
      setAsking({ action, values: inputDefaults?.(action, record) ?? {} });
      return;
    }
    if (transition.confirm) {
      const ok = await confirm({
        title: t('resource.confirmAction.title', { action: labels.action(action) }),
        content: t('resource.confirmAction.content', { action: labels.action(action) }),
        danger: transition.danger,
        okText: labels.action(action),
      });
      if (!ok) return;
    }
    await run(action, {});
  };

  const transitions = availableTransitions(def, record);
  if (transitions.length === 0) return null;
  const asked = asking ? def.states?.transitions[asking.action] : undefined;
  const problems =
    asking && asked
      ? (v.safeParse(transitionSchema(def, asking.action), { ...asking.values, version: record.version }).issues ?? [])
      : [];

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        {transitions.map(([action, transition]) => (
          <Permission
            key={action}
            required={transition.permission ?? def.permissions.write}
            mode="disable"
            reason={t('resource.noPermission')}
          >
            <Button
              size="sm"
              variant={transition.danger ? 'danger' : 'outline'}
              isPending={busy === action}
              onPress={() => void start(action, transition)}
            >
              {labels.action(action)}
            </Button>
          </Permission>
        ))}
      </div>
      {asking && asked?.input && (
        <form
          aria-label={labels.action(asking.action)}
          className="flex flex-col gap-3 rounded-md border border-subtle bg-fill-1 p-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (problems.length === 0) void run(asking.action, asking.values);
          }}
        >
          {Object.entries(asked.input).map(([name, field]) => (
            <FieldControl
              key={name}
              name={name}
              field={field}
              labels={labels}
              label={labels.field(name)}
              isRequired={field.required}
              value={asking.values[name] ?? null}
              onChange={(value: unknown) => setAsking({ ...asking, values: { ...asking.values, [name]: value } })}
            />
          ))}
          <div className="flex gap-2">
            <Button
              type="submit"
              size="sm"
              variant="primary"
              isDisabled={problems.length > 0}
              isPending={busy !== null}
            >
              {labels.action(asking.action)}
            </Button>
            <Button size="sm" onPress={() => setAsking(null)}>
              {t('resource.cancel')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
