/**
 * One button per state change the selected rows may take together (./bulk-actions.ts): weighty ones ask first,
 * then POST <path>/bulk/:action changes each record that allows it and names the others (./bulk-report.tsx);
 * the list reloads either way, since some may have changed.
 */
import type { ResourceDef } from '@soundboard/contract';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { confirm } from '@soundboard/ui/overlays/modal-store.ts';
import { useState } from 'react';
import { useT } from '../i18n/use-t';
import { apiFor, type ResourceRecord } from './api';
import { bulkSummary, bulkTransitions } from './bulk-actions';
import { reportBulk } from './bulk-report';
import { useCan } from './can';
import type { ResourceLabels } from './labels';

export interface BulkTransitionButtonsProps {
  def: ResourceDef;
  labels: ResourceLabels;
  selected: Set<number>;
  /** The rows on the page (to name the refused ones). */
  rows: readonly ResourceRecord[];
  /** The screen's choice of transitions (absent: every one without input). */
  only?: readonly string[];
  onDone: () => void;
}

export function BulkTransitionButtons({ def, labels, selected, rows, only, onDone }: BulkTransitionButtonsProps) {
  const t = useT();
  const can = useCan();
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (action: string, ask: boolean) => {
    const ids = [...selected];
    const label = labels.action(action);
    if (ask) {
      const ok = await confirm({
        title: t('resource.bulk.confirm.title', { action: label, count: ids.length }),
        content: t('resource.bulk.confirm.content', { action: label }),
        okText: label,
      });
      if (!ok) return;
    }
    setBusy(action);
    try {
      const answer = await apiFor(def).bulkTransition(action, ids);
      reportBulk(t, label, bulkSummary(def, answer, rows));
      onDone();
    } catch {
      // The request layer has shown why (no permission, an action that takes input).
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {bulkTransitions(def, can, only).map(([action, transition]) => (
        <Button
          key={action}
          size="sm"
          variant={transition.danger ? 'danger' : 'outline'}
          isDisabled={selected.size === 0 || (busy !== null && busy !== action)}
          isPending={busy === action}
          onPress={() => void run(action, Boolean(transition.confirm))}
        >
          {labels.action(action)}
        </Button>
      ))}
    </>
  );
}
