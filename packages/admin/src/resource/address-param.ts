/**
 * A link can ask a list screen for something once, through its address: `?view=<id>` opens a record's detail
 * drawer (the contract's `recordPath`: the message centre's links, the command palette), `?new=1` its new-record
 * form (the palette's "new sale order"). The hook hands the value over once and takes the parameter out of the
 * address, so closing the drawer and going back does not open it again; a page kept alive in a tab hears a later
 * link too.
 */
import { NEW_PARAM, VIEW_PARAM } from '@soundboard/contract';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';

export function useAddressParam(name: string, take: (value: string) => void): void {
  const search = useSearch();
  const [location, navigate] = useLocation();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const value = params.get(name);
    if (value === null) return;
    params.delete(name);
    const rest = params.toString();
    navigate(`${location}${rest ? `?${rest}` : ''}`, { replace: true });
    take(value);
  }, [name, search, location, navigate, take]);
}

export function useViewParam(open: (id: number) => void): void {
  useAddressParam(VIEW_PARAM, (value) => {
    const id = Number(value);
    if (Number.isInteger(id) && id > 0) open(id);
  });
}

export function useNewParam(start: () => void): void {
  useAddressParam(NEW_PARAM, start);
}
