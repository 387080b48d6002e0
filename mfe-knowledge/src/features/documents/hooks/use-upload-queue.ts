import { useAppDispatch } from '@switchboard/shared-data';
import type { ApiError } from '@switchboard/shared-data';
import type { DuplicateChoice } from '@switchboard/domain';
import { isRunning } from '../../../components/pipeline-state';
import { useCallback, useRef, useState } from 'react';
import type { KnowledgeDocument } from '../api/document';
import { documentsApi, useUploadDocumentMutation } from '../api/documents-api';
import { fileRefusal, type UploadRules } from '../components/file-refusal';
import { fileHeading } from '../lib/file-heading';

export type UploadPhase =
  'waiting' | 'refused' | 'sending' | 'processing' | 'duplicate' | 'skipped' | 'ready' | 'failed';

export interface UploadItem {
  key: string;
  file: File;
  collectionId: string;
  /** The document's title: the file's heading when it has one; blank lets the service choose. */
  title: string;
  description: string;
  isPublic: boolean;
  phase: UploadPhase;
  /** Share of the bytes sent, 0 to 1. */
  sent: number;
  message: string | null;
}

const POLL_MS = 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The upload failure line of the product rules: status, reason phrase and what the server said. */
export function uploadFailure(error: ApiError | undefined): string {
  if (!error || error.status === null) return error?.message ?? 'Failed to upload document';
  return `Upload failed: ${error.status} ${error.statusText ?? ''} - ${error.message}`.replace(
    /(?<!\s)\s+-/,
    ' -',
  );
}

/**
 * Several files, each sent as its own request with its own progress, then followed
 * until the service reports it ready or failed. A failure touches only its own file.
 */
export function useUploadQueue(botId: string, rules: UploadRules) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [upload] = useUploadDocumentMutation();
  const dispatch = useAppDispatch();
  const counter = useRef(0);

  const patch = useCallback(
    (key: string, changes: Partial<UploadItem>) =>
      setItems((current) =>
        current.map((item) => (item.key === key ? { ...item, ...changes } : item)),
      ),
    [],
  );

  const addFiles = useCallback(
    (files: File[], collectionId = '') => {
      const added = files.map((file): UploadItem => {
        const refusal = fileRefusal(file, rules);
        counter.current += 1;
        return {
          key: `${counter.current}-${file.name}`,
          file,
          collectionId,
          title: '',
          description: '',
          isPublic: false,
          phase: refusal ? 'refused' : 'waiting',
          sent: 0,
          message: refusal,
        };
      });
      setItems((current) => [...current, ...added]);
      for (const item of added.filter((one) => one.phase === 'waiting')) {
        // Unless the user has typed a title meanwhile.
        void fileHeading(item.file).then((heading) => {
          if (heading)
            setItems((current) =>
              current.map((one) =>
                one.key === item.key && one.title === '' ? { ...one, title: heading } : one,
              ),
            );
        });
      }
    },
    [rules],
  );

  const follow = useCallback(
    async (key: string, document: KnowledgeDocument) => {
      let current = document;
      while (isRunning(current.status)) {
        await sleep(POLL_MS);
        const result = await dispatch(
          documentsApi.endpoints.getDocument.initiate(
            { botId, id: current.id },
            { forceRefetch: true, subscribe: false },
          ),
        );
        if (!result.data) {
          patch(key, { phase: 'failed', message: (result.error as ApiError).message });
          return;
        }
        current = result.data;
      }
      patch(key, {
        phase: current.status === 'ready' ? 'ready' : 'failed',
        message: current.status === 'ready' ? null : (current.error ?? 'Processing failed'),
      });
    },
    [botId, dispatch, patch],
  );

  /** Sends the file; `onDuplicate` answers the service's question about a file it already holds. */
  const send = useCallback(
    async (item: UploadItem, onDuplicate?: DuplicateChoice) => {
      patch(item.key, { phase: 'sending', sent: 0, message: null });
      const result = await upload({
        botId,
        file: item.file,
        fields: {
          ...(item.collectionId ? { collection_id: item.collectionId } : {}),
          ...(item.title.trim() ? { title: item.title.trim() } : {}),
          ...(item.description.trim() ? { description: item.description.trim() } : {}),
          is_public: item.isPublic,
          ...(onDuplicate ? { on_duplicate: onDuplicate } : {}),
        },
        onProgress: (sent) => patch(item.key, { sent }),
      });
      if ('error' in result) {
        const error = result.error as ApiError;
        const duplicate =
          error.status === 409 && (error.body as { duplicate?: unknown })?.duplicate;
        patch(item.key, {
          phase: duplicate ? 'duplicate' : 'failed',
          message: duplicate ? error.message : uploadFailure(error),
        });
        return;
      }
      patch(item.key, { phase: 'processing', sent: 1 });
      await follow(item.key, result.data);
    },
    [botId, follow, patch, upload],
  );

  const startAll = useCallback(
    () => Promise.all(items.filter((item) => item.phase === 'waiting').map((item) => send(item))),
    [items, send],
  );

  const remove = useCallback(
    (key: string) => setItems((current) => current.filter((item) => item.key !== key)),
    [],
  );

  const clear = useCallback(() => setItems([]), []);

  const skip = useCallback(
    (key: string) => patch(key, { phase: 'skipped', message: 'Skipped: the stored copy stays' }),
    [patch],
  );

  return { items, addFiles, patch, send, startAll, remove, clear, skip };
}
