/**
 * The entry screens that file a request an administrator handles (register, forgot password): a titled form, its
 * submit and the way back to login; once the server has filed the request, the success result. A refusal is
 * toasted by the request layer and shown under its field (e.g. a password the server finds too common).
 */
import { Form, type FormApi } from '@soundboard/ui/forms/form.tsx';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { type ReactNode, useState } from 'react';
import { fieldErrors } from '../../api/errors';
import { AriaLocale } from '../../i18n/aria-locale';
import { useT } from '../../i18n/use-t';
import { EntryLayout } from './entry-layout';
import { EntryLink } from './entry-link';
import { RequestSent } from './request-sent';

export interface FiledRequest {
  sent: boolean;
  pending: boolean;
  /** The server's answer, field by field. */
  errors: Record<string, string>;
  /** Sends the request; sent once it succeeds. */
  file: (send: () => Promise<unknown>) => Promise<void>;
}

export function useFiledRequest(): FiledRequest {
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const file = async (send: () => Promise<unknown>) => {
    setPending(true);
    setErrors({});
    try {
      await send();
      setSent(true);
    } catch (error) {
      setErrors(fieldErrors(error));
      setPending(false);
    }
  };
  return { sent, pending, errors, file };
}

export interface RequestScreenProps<T> {
  /** Names the heading (`${id}-title`) the form is labelled by. */
  id: string;
  form: FormApi<T>;
  request: FiledRequest;
  /** Translated: the form's title, intro and submit, and the result's title and subtitle. */
  words: { title: string; intro: string; submit: string; sentTitle: string; sentSubtitle: string };
  /** The fields. */
  children: ReactNode;
}

export function RequestScreen<T>({ id, form, request, words, children }: RequestScreenProps<T>) {
  const t = useT();
  return (
    <AriaLocale>
      <EntryLayout>
        {request.sent ? (
          <RequestSent title={words.sentTitle} subtitle={words.sentSubtitle} />
        ) : (
          <Form
            form={form}
            validationErrors={request.errors}
            aria-labelledby={`${id}-title`}
            className="flex w-full max-w-80 flex-col gap-4"
          >
            <h1 id={`${id}-title`} className="text-2xl font-semibold text-default">
              {words.title}
            </h1>
            <p className="text-sm text-secondary">{words.intro}</p>
            {children}
            <Button type="submit" variant="primary" size="lg" isPending={request.pending}>
              {words.submit}
            </Button>
            <p className="text-center">
              <EntryLink href="/login">{t('entry.backToLogin')}</EntryLink>
            </p>
          </Form>
        )}
      </EntryLayout>
    </AriaLocale>
  );
}
