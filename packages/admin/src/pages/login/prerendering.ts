/** True while the build draws the login page (prerender.tsx): the entry screens render their inert copy. */
import { createContext } from 'react';

export const PrerenderingLogin = createContext(false);
