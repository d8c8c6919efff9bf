/** The forum's own screens (contract screens.ts ForumAdd / ForumEdit), so the list and the editor lead there. */
import { screenByName } from '@soundboard/contract';

const path = (name: string) => screenByName(name)?.path ?? '/content/forum';

export const forumListHref = () => path('Forum');
export const forumAddHref = () => path('ForumAdd');
export const forumEditHref = (id: number) => path('ForumEdit').replace(':id', String(id));
