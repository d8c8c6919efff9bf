/**
 * A customer's tracking (/crm/customer/tracking/:id): who the customer is, a quick add for what was just done
 * with them, and their timeline of follow-ups and documents. The server answers 404 for a customer the caller
 * may not read (another salesperson's): the page says the customer was not found, nothing more.
 */
import { customer, type TimelineAnswer } from '@soundboard/contract';
import { Result } from '@soundboard/ui/feedback/result.tsx';
import { Skeleton } from '@soundboard/ui/feedback/skeleton.tsx';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Link } from '@soundboard/ui/inputs/link.tsx';
import { useCallback, useEffect, useRef, useState } from 'react';
import { crmTrackingApi } from '../../api/crm-tracking';
import { isApiError } from '../../api/errors';
import { useT } from '../../i18n/use-t';
import { apiFor, type ResourceRecord } from '../../resource/api';
import { useCan } from '../../resource/can';
import type { PageProps } from '../../routes/types';
import { useDictionaryOptions } from '../setting/dictionary-options';
import { TrackingHeader } from './tracking-header';
import { QuickAdd } from './tracking-quick-add';
import { Timeline } from './tracking-timeline';

const CUSTOMERS = '/crm/customer';

type Loaded =
  | { state: 'loading' }
  | { state: 'notFound' }
  | { state: 'failed' }
  | { state: 'ready'; record: ResourceRecord; timeline: TimelineAnswer };

/** The customer and its timeline, asked together; `reload` asks again (after a follow-up is saved). */
function useTracking(id: number) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const latest = useRef(0);
  const reload = useCallback(() => {
    const call = ++latest.current;
    if (!Number.isSafeInteger(id) || id < 1) {
      setLoaded({ state: 'notFound' });
      return;
    }
    Promise.all([apiFor(customer).get(id), crmTrackingApi.timeline(id)]).then(
      ([record, timeline]) => call === latest.current && setLoaded({ state: 'ready', record, timeline }),
      (error) =>
        call === latest.current &&
        setLoaded({ state: isApiError(error) && error.status === 404 ? 'notFound' : 'failed' }),
    );
  }, [id]);
  useEffect(() => {
    reload();
    return () => {
      latest.current++;
    };
  }, [reload]);
  return { loaded, reload };
}

export default function TrackingPage({ params }: PageProps) {
  const t = useT();
  const can = useCan();
  const types = useDictionaryOptions('followUpType');
  const id = Number(params.id);
  const { loaded, reload } = useTracking(id);

  if (loaded.state === 'notFound') {
    return (
      <section className="rounded-lg bg-surface p-4 sm:p-6">
        <Result
          status="404"
          headingLevel={1}
          title={t('crm.tracking.notFound')}
          subtitle={t('crm.tracking.notFound.sub')}
        >
          <Link href={CUSTOMERS}>{t('crm.tracking.backToList')}</Link>
        </Result>
      </section>
    );
  }
  if (loaded.state === 'failed') {
    return (
      <section className="rounded-lg bg-surface p-4 sm:p-6">
        <Result status="error" headingLevel={1} title={t('crm.tracking.loadFailed')}>
          <Button variant="primary" onPress={reload}>
            {t('crm.tracking.retry')}
          </Button>
        </Result>
      </section>
    );
  }
  if (loaded.state === 'loading') {
    return (
      <section aria-busy="true" className="flex flex-col gap-4">
        <div className="rounded-lg bg-surface p-4 sm:p-6">
          <Skeleton rows={3} />
        </div>
        <div className="rounded-lg bg-surface p-4">
          <Skeleton rows={6} />
        </div>
      </section>
    );
  }
  const { record, timeline } = loaded;
  // A pool customer, or one a manager reads without owning: the server decides; the form is offered to who may write customers.
  const mayWrite = can(customer.permissions.write);
  return (
    <div className="flex flex-col gap-4">
      <TrackingHeader record={record} />
      {mayWrite && <QuickAdd customerId={record.id} contacts={timeline.contacts} onSaved={reload} />}
      <Timeline entries={timeline.entries} types={types} />
    </div>
  );
}
