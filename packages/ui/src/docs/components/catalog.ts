/** The token catalog and breakpoints the docs pages render, read from the stylesheets the kit really ships. */
import { breakpointsFrom, tokenCatalog } from '@soundboard/tokens';
import themeCss from '@soundboard/tokens/theme.css?raw';
import tokensCss from '@soundboard/tokens/tokens.css?raw';
import tailwindThemeCss from 'tailwindcss/theme.css?raw';
import tailwindConfig from '../../../../../tailwind.config';

export const catalog = tokenCatalog(tokensCss, themeCss);

export const breakpoints = breakpointsFrom(tailwindThemeCss, tailwindConfig.theme.extend.screens);
