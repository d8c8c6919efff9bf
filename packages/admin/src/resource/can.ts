/** Whether the signed-in user holds a permission code (the server's; user_info lists them). */
import { useStore } from '@nanostores/react';
import { $session } from '../stores/session';

export function useCan(): (permission: string) => boolean {
  const { permissions } = useStore($session);
  return (permission) => permissions.includes(permission);
}
