/**
 * The interface locale the kit's own words follow (useMessages). Kept free of React Aria so that screens built
 * only from native controls (the login screen) do not load it; UiLocaleProvider sets this and React Aria's
 * I18nProvider together, and is what apps and stories should use.
 */
import { createContext } from 'react';

export const UiLocaleContext = createContext<string | null>(null);
