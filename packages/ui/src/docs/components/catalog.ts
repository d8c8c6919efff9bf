/** The token catalog the docs pages render, read from the stylesheets the kit really ships. */
import { tokenCatalog } from '@soundboard/tokens';
import themeCss from '@soundboard/tokens/theme.css?raw';
import tokensCss from '@soundboard/tokens/tokens.css?raw';

export const catalog = tokenCatalog(tokensCss, themeCss);
