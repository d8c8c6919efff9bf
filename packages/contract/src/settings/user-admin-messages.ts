/** Server messages of user, role and menu administration (Settings), in both locales. */
import { bilingual } from '../bilingual';

export const userAdminMessages = bilingual({}, {});
