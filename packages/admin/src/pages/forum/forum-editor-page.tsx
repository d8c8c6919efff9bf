/** A staff topic (/content/forum/add, /content/forum/edit/:id) with the article editor (issue 19, being built). */
import PlaceholderPage from '../placeholder';

export default PlaceholderPage;
