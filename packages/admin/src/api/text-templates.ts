/**
 * Text templates' preview calls (contract player/api.ts; the resource itself goes through resource/api.ts):
 * the script rendered with a store's sample values, whether the server can speak, the server's speech render
 * and its audio (fetched with the token, so an <audio> can play it from an object URL).
 */
import {
  SPEECH_FILE_PATH,
  SPEECH_STATUS_PATH,
  type SpeechRender,
  type SpeechStatus,
  TEXT_RENDER_PATH,
  TEXT_SPEECH_PATH,
  type TextRender,
  type TextRenderInput,
} from '@soundboard/contract';
import { blob, request } from './http';

export const textTemplatesApi = {
  render: (input: TextRenderInput) => request<TextRender>({ method: 'POST', url: TEXT_RENDER_PATH, data: input }),
  speechStatus: () => request<SpeechStatus>({ url: SPEECH_STATUS_PATH }),
  speech: (input: TextRenderInput) => request<SpeechRender>({ method: 'POST', url: TEXT_SPEECH_PATH, data: input }),
  /** The rendered audio as an object URL (the caller revokes it). */
  speechAudio: async (key: string) => URL.createObjectURL(await blob(`${SPEECH_FILE_PATH}/${key}`)),
};
