/**
 * The article's settings beside the text: category, cover, tags, author, the site flags (pinned, banner) and the
 * sort among pinned articles, each the resource framework's control for its field inside the editor's form.
 */
import { article, SHOWN_PUBLICLY_RESOURCES } from '@soundboard/contract';
import { FormField } from '@soundboard/ui/forms/form-field.tsx';
import { useT } from '../../i18n/use-t';
import type { ResourceRecord } from '../../resource/api';
import { FieldControl } from '../../resource/field-control';
import type { ResourceLabels } from '../../resource/labels';

const SETTINGS = ['categoryId', 'cover', 'tags', 'authorId', 'pinned', 'banner', 'sort'] as const;

export function ArticleSettings({
  labels,
  record,
  readOnly,
}: {
  labels: ResourceLabels;
  record: ResourceRecord | null;
  readOnly: boolean;
}) {
  const t = useT();
  return (
    <section
      aria-labelledby="article-settings-title"
      className="flex flex-col gap-4 rounded-lg border border-subtle bg-surface p-4"
    >
      <h2 id="article-settings-title" className="text-base font-semibold text-default">
        {t('articles.editor.settings')}
      </h2>
      {SETTINGS.map((name) => {
        const field = article.fields[name];
        return (
          <FormField
            key={name}
            name={name}
            label={labels.field(name)}
            {...(field.type === 'boolean' ? { valueProp: 'isSelected' as const } : {})}
          >
            <FieldControl
              name={name}
              field={field}
              labels={labels}
              refLabel={record?.refLabels[name]}
              isDisabled={readOnly || undefined}
              shownPublicly={SHOWN_PUBLICLY_RESOURCES.has(article.name)}
            />
          </FormField>
        );
      })}
    </section>
  );
}
