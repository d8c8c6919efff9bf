/**
 * The text-template list's row actions: Preview (the script rendered with the first store's values and spoken by
 * the browser; said when no voice exists for its language) and Delete (asks first; the server refuses a template
 * that playlists still announce, with its message).
 */
import { displayName, type TextLanguage, textTemplate } from '@soundboard/contract';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { NativeButton } from '@soundboard/ui/inputs/native-button.tsx';
import { confirm } from '@soundboard/ui/overlays/modal-store.ts';
import { Permission } from '@soundboard/ui/widgets/permission.tsx';
import { textTemplatesApi } from '../../api/text-templates';
import { useT } from '../../i18n/use-t';
import { apiFor, type ResourceRecord } from '../../resource/api';
import { useBrowserSpeech } from './text-speak';

export function TextRowActions({ row, reload }: { row: ResourceRecord; reload: () => void }) {
  const t = useT();
  const speech = useBrowserSpeech();
  const name = displayName(textTemplate, row);
  const language = (row.language === 'en-US' ? 'en-US' : 'zh-CN') as TextLanguage;
  const settings = { rate: Number(row.rate ?? 100), pitch: Number(row.pitch ?? 50), volume: Number(row.volume ?? 100) };

  const preview = async () => {
    if (speech.speaking) return speech.stop();
    const render = await textTemplatesApi
      .render({ script: String(row.script ?? ''), language, promo: String(row.promo ?? ''), ...settings })
      .catch(() => null);
    if (!render) return;
    const outcome = await speech.say(render.text, language, settings);
    if (outcome === 'noVoice')
      toast.warning(t('templates.preview.noVoice', { language: t(`templates.language.${language}`) }));
    if (outcome === 'unsupported') toast.warning(t('templates.preview.noSpeech'));
  };

  const remove = () =>
    confirm({
      title: t('resource.delete.title', { name }),
      content: t('templates.list.deleteContent'),
      okText: t('resource.delete'),
      danger: true,
      onOk: async () => {
        await apiFor(textTemplate).remove(row.id);
        toast.success(t('resource.deleted', { count: 1 }));
        reload();
      },
    });

  return (
    <>
      <NativeButton
        size="sm"
        variant="text"
        aria-label={t(speech.speaking ? 'templates.list.stopOf' : 'templates.list.previewOf', { name })}
        onClick={() => void preview()}
      >
        {speech.speaking ? t('templates.preview.stop') : t('templates.list.preview')}
      </NativeButton>
      <Permission required={textTemplate.permissions.write}>
        <NativeButton size="sm" variant="text" aria-label={t('templates.list.deleteOf', { name })} onClick={remove}>
          {t('resource.delete')}
        </NativeButton>
      </Permission>
    </>
  );
}
