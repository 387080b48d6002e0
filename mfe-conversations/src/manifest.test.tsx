import { describeRemoteManifest, fakeApi } from '@switchboard/shared-ui/testing';
import manifest from './manifest';
import { renderConversations } from './testing/conversations-under-test';

beforeEach(() => {
  fakeApi((request) =>
    request.url === '/api/bots' || request.url === '/api/conversations'
      ? [200, request.url === '/api/bots' ? [] : { items: [], total: 0, limit: 25, offset: 0 }]
      : undefined,
  );
});

describeRemoteManifest(
  manifest,
  'conversations',
  [
    ['/conversations', 'Conversations'],
    ['/conversations/playground', 'Knowledge chat'],
  ],
  { render: renderConversations },
);
