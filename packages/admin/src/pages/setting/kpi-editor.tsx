/**
 * Setting one salesperson's targets for the year (kpi:write): the yearly target and the 12 monthly ones, typed
 * in yuan and kept in fen. The months need not add up to the year; the drawer shows the difference as it is
 * typed. An empty field is no target (0). The server's refusals are toasted and shown under their fields.
 */
import { useStore } from '@nanostores/react';
import type { KpiRow } from '@soundboard/contract';
import { Money } from '@soundboard/ui/data-display/money.tsx';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { MoneyField } from '@soundboard/ui/inputs/money-field.tsx';
import { Drawer } from '@soundboard/ui/overlays/drawer.tsx';
import { useState } from 'react';
import { isApiError } from '../../api/errors';
import { useT } from '../../i18n/use-t';
import { $locale } from '../../stores/locale';
import { saveKpiTargets } from './kpi-api';
import { monthName } from './kpi-format';

/** Server issues by their full path ('yearTarget', 'monthTargets.3'). */
function issuesOf(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  const issues = (error.data as { issues?: { path: string; message: string }[] } | null)?.issues ?? [];
  return Object.fromEntries(issues.map((issue) => [issue.path, issue.message]));
}

export function KpiEditor({
  row,
  year,
  onClose,
  onSaved,
}: {
  row: KpiRow;
  year: number;
  onClose: () => void;
  onSaved: (row: KpiRow) => void;
}) {
  const t = useT();
  const locale = useStore($locale);
  const [yearTarget, setYearTarget] = useState<number | null>(row.yearTarget || null);
  const [months, setMonths] = useState<(number | null)[]>(row.months.map((month) => month.target || null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const name = row.nickname || row.username;
  const monthsTotal = months.reduce<number>((sum, amount) => sum + (amount ?? 0), 0);
  const difference = monthsTotal - (yearTarget ?? 0);

  const save = async () => {
    setSaving(true);
    setErrors({});
    try {
      const saved = await saveKpiTargets(row.userId, year, {
        yearTarget: yearTarget ?? 0,
        monthTargets: months.map((amount) => amount ?? 0),
      });
      toast.success(t('kpi.saved', { name }));
      onSaved(saved);
    } catch (error) {
      // The request layer has toasted the reason.
      setErrors(issuesOf(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      isOpen
      width={560}
      title={t('kpi.editTitle', { name, year })}
      isDismissable={false}
      onOpenChange={(open) => !open && onClose()}
      footer={
        <>
          <Button onPress={onClose}>{t('kpi.cancel')}</Button>
          <Button variant="primary" isPending={saving} onPress={() => void save()}>
            {t('kpi.save')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <MoneyField
          label={t('kpi.yearTarget')}
          value={yearTarget}
          onChange={setYearTarget}
          errorMessage={errors.yearTarget}
          isInvalid={Boolean(errors.yearTarget)}
        />
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-base font-medium text-default">{t('kpi.monthTargets')}</legend>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {months.map((amount, index) => {
              const error = errors[`monthTargets.${index}`];
              return (
                <MoneyField
                  key={index}
                  label={monthName(index + 1, locale, 'long')}
                  value={amount}
                  onChange={(fen) => setMonths((list) => list.map((old, at) => (at === index ? fen : old)))}
                  errorMessage={error}
                  isInvalid={Boolean(error)}
                />
              );
            })}
          </div>
        </fieldset>
        <p data-slot="kpi-difference" className="text-sm text-secondary" aria-live="polite">
          {t('kpi.monthsTotal')}: <Money minorUnits={monthsTotal} />
          {' · '}
          {difference === 0 ? (
            t('kpi.matchesYear')
          ) : (
            <span className="text-warning-text">
              {t(difference > 0 ? 'kpi.aboveYear' : 'kpi.belowYear')} <Money minorUnits={Math.abs(difference)} />
            </span>
          )}
        </p>
      </div>
    </Drawer>
  );
}
