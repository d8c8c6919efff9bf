/** Articles (/content/article): the article resource's list (issue 19, being built). */
import PlaceholderPage from '../placeholder';

export default PlaceholderPage;
