import { useGetBotApiInfoQuery } from '@switchboard/shared-data';
import { DEFAULT_UPLOAD_RULES, type UploadRules } from '../components/file-refusal';

/** The service's stated upload limits, or its defaults while api-info is unknown. */
export function useUploadRules(botId: string | null): UploadRules {
  const { data } = useGetBotApiInfoQuery(botId ?? '', { skip: !botId });
  return {
    maxBytes: data?.max_upload_bytes ?? DEFAULT_UPLOAD_RULES.maxBytes,
    extensions: data?.supported_file_types ?? DEFAULT_UPLOAD_RULES.extensions,
  };
}
