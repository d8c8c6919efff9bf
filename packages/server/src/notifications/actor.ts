/** The name a notification gives the person who acted: as lists of people show it (nickname, else user name). */
import type { Context } from 'hono';
import type { AppEnv } from '../http/env';

export const actorName = (c: Context<AppEnv>) => c.var.user.profile.nickname || c.var.user.username;
