import { baseApi } from '../api/base-api';
import { botServiceRequest } from './bot-service-request';

interface ServiceState {
  status?: string;
  kind?: string;
  retriever?: string;
  documents?: number;
  webpages?: number;
  chunks?: number;
}

/** A bot's own knowledge service's health; services written elsewhere may say less. */
export interface BotServiceHealth {
  status: string;
  database?: ServiceState | string;
  index?: ServiceState | string;
  uptime_seconds?: number;
  uptime?: number;
}

/** What a bot's knowledge service says about itself (the fields any page shows). */
export interface BotServiceInfo {
  name?: string;
  version?: string;
  description?: string;
  endpoints?: string[];
  retriever?: { type?: string; description?: string } | string;
  max_upload_bytes?: number;
  supported_file_types?: string[];
  demo_site_url?: string | null;
}

/**
 * A bot's own service, reached through the gateway, which holds its keys. The shell's
 * overview, the Bots remote and the Knowledge remote read the same two answers.
 */
export const botServiceApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Document', 'Webpage', 'Collection'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getBotHealth: build.query<BotServiceHealth, string>({
        query: (botId) => botServiceRequest(botId, 'health', 'Failed to fetch health'),
        // Its counts change with the bot's documents, pages and collections: whatever
        // invalidates those lists (the Knowledge remote's LIST-<bot> tags) refreshes them.
        providesTags: (_health, _error, botId) =>
          (['Document', 'Webpage', 'Collection'] as const).map((type) => ({
            type,
            id: `LIST-${botId}`,
          })),
      }),
      getBotApiInfo: build.query<BotServiceInfo, string>({
        query: (botId) => botServiceRequest(botId, 'api-info', 'Failed to fetch app info'),
      }),
    }),
  });

export const { useGetBotHealthQuery, useGetBotApiInfoQuery } = botServiceApi;
