/** Forum topics (/content/forum): the list, the review queue, reports and the moderation log (issue 19, being built). */
import PlaceholderPage from '../placeholder';

export default PlaceholderPage;
