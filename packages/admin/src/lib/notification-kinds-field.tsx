/**
 * The notification kinds as check boxes grouped by area (contract NOTIFICATION_KINDS): a user's own choice in User
 * settings and a role's defaults in Settings → roles. `off` is what the server stores; the boxes show what is on.
 */
import {
  NOTIFICATION_AREAS,
  NOTIFICATION_KIND_KEYS,
  NOTIFICATION_KINDS,
  type NotificationKindKey,
} from '@soundboard/contract';
import { Checkbox, CheckboxGroup } from '@soundboard/ui/inputs/checkbox.tsx';
import { useT } from '../i18n/use-t';

export function NotificationKindsField({
  off,
  onChange,
}: {
  off: readonly NotificationKindKey[];
  onChange: (off: NotificationKindKey[]) => void;
}) {
  const t = useT();
  const on = NOTIFICATION_KIND_KEYS.filter((kind) => !off.includes(kind));
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {NOTIFICATION_AREAS.map((area) => {
        const kinds = NOTIFICATION_KIND_KEYS.filter((kind) => NOTIFICATION_KINDS[kind].area === area);
        return (
          <CheckboxGroup
            key={area}
            label={t(`notify.area.${area}`)}
            value={on.filter((kind) => kinds.includes(kind))}
            onChange={(chosen) => {
              const rest = on.filter((kind) => !kinds.includes(kind));
              const nextOn = new Set([...rest, ...(chosen as NotificationKindKey[])]);
              onChange(NOTIFICATION_KIND_KEYS.filter((kind) => !nextOn.has(kind)));
            }}
          >
            {kinds.map((kind) => (
              <Checkbox key={kind} value={kind}>
                {t(`notify.kind.${kind}`)}
              </Checkbox>
            ))}
          </CheckboxGroup>
        );
      })}
    </div>
  );
}
