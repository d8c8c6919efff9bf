/**
 * Names of the colleagues a ledger or an adjustment mentions by id (who wrote, who approved, who asked). The
 * ledger routes answer ids only; GET /user/search (every staff member may call it) lists the active colleagues
 * once per screen, up to its limit. An id it does not list (a disabled user) shows as #id.
 */
import { useCallback } from 'react';
import { request } from '../../api/http';
import { userApi } from '../../api/user';
import { useLatestLoad } from '../../lib/use-latest-load';
import { colleagueLabel } from '../../resource/references';

export function useColleagueNames(): (id: number | null) => string {
  const load = useCallback(() => userApi(request).search(''), []);
  const { data } = useLatestLoad(load);
  return (id) => {
    if (id === null) return '-';
    const found = data?.find((user) => user.id === id);
    return found ? colleagueLabel(found) : `#${id}`;
  };
}
