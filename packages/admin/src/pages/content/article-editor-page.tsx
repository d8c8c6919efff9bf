/** The full-page article editor (/content/article/add, /content/article/edit/:id) (issue 19, being built). */
import PlaceholderPage from '../placeholder';

export default PlaceholderPage;
