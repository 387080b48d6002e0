import {
  selectSelectedBotId,
  useAppSelector,
  useGetBotApiInfoQuery,
  useSelectedBot,
} from '@switchboard/shared-data';
import {
  DEFAULT_UPLOAD_RULES,
  type UploadRules,
} from '../features/documents/components/file-refusal';

/** The bot the topbar picker selected; every knowledge page works on its service. */
export function useKnowledgeBot(): { botId: string | null; botName: string | undefined } {
  const botId = useAppSelector(selectSelectedBotId);
  const { bot } = useSelectedBot();
  return { botId, botName: bot?.name };
}

/** The service's stated upload limits, or its defaults while api-info is unknown. */
export function useUploadRules(botId: string | null): UploadRules {
  const { data } = useGetBotApiInfoQuery(botId ?? '', { skip: !botId });
  return {
    maxBytes: data?.max_upload_bytes ?? DEFAULT_UPLOAD_RULES.maxBytes,
    extensions: data?.supported_file_types ?? DEFAULT_UPLOAD_RULES.extensions,
  };
}
