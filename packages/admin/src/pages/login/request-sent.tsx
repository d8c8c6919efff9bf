/** What an entry form shows once the server has filed its request: a success result and the way back to login. */
import { Result } from '@soundboard/ui/feedback/result.tsx';
import { useT } from '../../i18n/use-t';
import { EntryLink } from './entry-link';

export function RequestSent({ title, subtitle }: { title: string; subtitle: string }) {
  const t = useT();
  return (
    <Result status="success" headingLevel={1} title={title} subtitle={subtitle}>
      <EntryLink href="/login">{t('entry.backToLogin')}</EntryLink>
    </Result>
  );
}
