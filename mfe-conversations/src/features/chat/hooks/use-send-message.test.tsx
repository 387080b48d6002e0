import { act, renderHook, waitFor } from '@testing-library/react';
import { createAppStore } from '@switchboard/shared-data';
import { fakeApi, type FakeAnswer, type FakeCall } from '@switchboard/shared-ui/testing';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { conversation, message } from '../../../testing/conversation-fixtures';
import { useSendMessage } from './use-send-message';

const TURNS = '/api/conversations/c1/turns';
const stored = {
  replayed: false,
  userMessage: message({ orderIndex: 0, content: 'When do refunds arrive?' }),
  assistantMessage: message({ orderIndex: 1, messageType: 'ASSISTANT', content: 'In 14 days.' }),
};

/** The hook over a fake gateway whose turns route answers `answer` for each call. */
function sendMessageWith(answer: (call: FakeCall) => FakeAnswer) {
  const calls = fakeApi((call) => (call.url === TURNS ? answer(call) : [404, {}]));
  const store = createAppStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  const { result } = renderHook(() => useSendMessage(conversation()), { wrapper });
  const keys = () => calls.filter((call) => call.url === TURNS).map((call) => keyOf(call));
  return { result, keys };
}

const keyOf = (call: FakeCall) => (call.body as { idempotencyKey: string }).idempotencyKey;

it('sends one turn to the gateway with the question and a key, and settles', async () => {
  const { result, keys } = sendMessageWith(() => [201, stored]);
  let sent = false;
  await act(async () => {
    sent = await result.current.send('When do refunds arrive?');
  });
  expect(sent).toBe(true);
  expect(keys()).toHaveLength(1);
  expect(result.current.pending).toBeNull();
  expect(result.current.failed).toBeNull();
});

it('keeps a failed question and its key, so Retry repeats the same turn', async () => {
  let answers = 0;
  const { result, keys } = sendMessageWith(() =>
    answers++ === 0 ? [502, { error: 'Proxy API error: Bad Gateway' }] : [201, stored],
  );
  await act(async () => {
    await result.current.send('When do refunds arrive?');
  });
  expect(result.current.failed).toEqual({
    text: 'When do refunds arrive?',
    idempotencyKey: keys()[0],
    error: 'Proxy API error: Bad Gateway',
  });

  await act(async () => {
    await result.current.retry();
  });
  await waitFor(() => expect(result.current.failed).toBeNull());
  expect(keys()).toEqual([keys()[0], keys()[0]]);
});

it('gives each new question a key of its own', async () => {
  const { result, keys } = sendMessageWith(() => [201, stored]);
  await act(async () => {
    await result.current.send('First question');
  });
  await act(async () => {
    await result.current.send('Second question');
  });
  expect(new Set(keys()).size).toBe(2);
});

it('retries nothing when nothing failed, and dismiss forgets a failure', async () => {
  const { result, keys } = sendMessageWith(() => [500, { error: 'Turn could not be stored' }]);
  await act(async () => {
    expect(await result.current.retry()).toBe(false);
  });
  expect(keys()).toHaveLength(0);
  await act(async () => {
    await result.current.send('When do refunds arrive?');
  });
  expect(result.current.failed?.error).toBe('Turn could not be stored');
  act(() => result.current.dismiss());
  expect(result.current.failed).toBeNull();
});
