/** The message centre's filters as the address keeps them (`?type=todo` from the message box's "view more"). */
import { MESSAGE_TYPES, type MessageType } from '@soundboard/contract';

export const ALL = 'all';
export type TypeTab = MessageType | typeof ALL;

export interface MessageFilters {
  type: TypeTab;
  unread: boolean;
  q: string;
}

export function filtersFromSearch(search: string): MessageFilters {
  const params = new URLSearchParams(search);
  const type = params.get('type');
  return {
    type: MESSAGE_TYPES.includes(type as MessageType) ? (type as MessageType) : ALL,
    unread: params.get('unread') === '1',
    q: params.get('q') ?? '',
  };
}

export function searchFromFilters(filters: MessageFilters): string {
  const params = new URLSearchParams();
  if (filters.type !== ALL) params.set('type', filters.type);
  if (filters.unread) params.set('unread', '1');
  if (filters.q) params.set('q', filters.q);
  const text = params.toString();
  return text ? `?${text}` : '';
}
