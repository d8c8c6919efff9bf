/**
 * The visible toasts with the full stylesheet they are drawn with: loaded by the app root when the first toast
 * arrives (the login screen's first load carries only the announcer).
 */
import '../styles.css';

export { ToastStack } from '@soundboard/ui/feedback/toaster.tsx';
