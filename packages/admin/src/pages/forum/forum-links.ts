/** The forum's own screens (contract screens.ts Forum / ForumAdd / ForumEdit), so the list and the editor lead there. */
import { screenHref } from '../../resource/screen-href';

export const forumListHref = () => screenHref('Forum');
export const forumAddHref = () => screenHref('ForumAdd');
export const forumEditHref = (id: number) => screenHref('ForumEdit', { id });
