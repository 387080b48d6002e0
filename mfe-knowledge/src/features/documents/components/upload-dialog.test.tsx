import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, type FakeAnswer } from '@switchboard/shared-ui/testing';
import { fakeGateway } from '../../../testing/fake-gateway';
import { DEFAULT_UPLOAD_RULES } from './file-refusal';
import { UploadDialog } from './upload-dialog';
import { PUBLIC_MEANING } from '../../../components/public-switch';

// A queued document is looked at again after a second: on jest's clock no real second
// passes, and testing-library's waits move that clock forward themselves.
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const BASE = '/api/bot-services/bot-1';
const doc = (id: string, name: string, status = 'ready') => ({
  id,
  file_name: name,
  title: name,
  status,
  error: null,
});

function renderDialog() {
  return renderPage(
    <UploadDialog
      open
      botId="bot-1"
      rules={{ ...DEFAULT_UPLOAD_RULES, maxBytes: 1000 }}
      collections={[
        {
          id: 'faq',
          name: 'FAQ',
          description: null,
          type: 'mixed',
          created_at: '2025-01-01T00:00:00Z',
        },
      ]}
      onClose={() => undefined}
    />,
  );
}

const file = (name: string, size: number, type = '') =>
  new File(['x'.repeat(size)], name, { type });

it('sends each file on its own with only the fields present, refuses bad ones first, and retries one failure', async () => {
  const pdfAnswers: FakeAnswer[] = [
    [413, { error: 'File is too large' }, 'Payload Too Large'],
    [201, doc('d1', 'guide.pdf', 'queued')],
  ];
  const calls = fakeGateway({
    [`POST ${BASE}/documents/`]: (call) => {
      const name = ((call.body as FormData).get('file') as File).name;
      if (name === 'guide.pdf') return pdfAnswers.shift()!;
      return [201, doc('d2', name)];
    },
    [`GET ${BASE}/documents/d1`]: () => [200, doc('d1', 'guide.pdf', 'ready')],
  });
  // A drop, or "All files" in the picker, ignores the accept list: the dialog must still refuse.
  const user = userEvent.setup({ applyAccept: false, advanceTimers: jest.advanceTimersByTime });
  renderDialog();
  await user.upload(screen.getByTestId('upload-input'), [
    file('guide.pdf', 100, 'application/pdf'),
    file('policy.docx', 100),
    file('virus.exe', 10),
    file('huge.txt', 5000),
  ]);
  const rows = screen.getAllByTestId('upload-item');
  expect(within(rows[2]!).getByRole('alert')).toHaveTextContent(/Unsupported file type \.exe/);
  expect(within(rows[3]!).getByRole('alert')).toHaveTextContent(/too large/);

  // Beside the switch, what it does: private files answer bot admins only.
  expect(within(rows[1]!).getByRole('switch', { name: 'Public' })).toHaveAccessibleDescription(
    PUBLIC_MEANING,
  );
  expect(PUBLIC_MEANING).toMatch(/Private: only bot admins get answers from it/);
  await user.click(within(rows[1]!).getByRole('switch', { name: 'Public' }));
  await user.click(screen.getByRole('button', { name: /Upload 2 files/ }));

  expect(await within(rows[1]!).findByText('Ready')).toBeInTheDocument();
  expect(await within(rows[0]!).findByText('Failed')).toBeInTheDocument();
  expect(within(rows[0]!).getByRole('alert')).toHaveTextContent(
    'Upload failed: 413 Payload Too Large - File is too large',
  );
  const sent = calls.filter((call) => call.method === 'POST').map((call) => call.body as FormData);
  expect(sent).toHaveLength(2);
  const docx = sent.find((form) => (form.get('file') as File).name === 'policy.docx')!;
  expect([...docx.keys()].sort()).toEqual(['file', 'is_public']);
  expect(docx.get('is_public')).toBe('true');

  await user.click(within(rows[0]!).getByRole('button', { name: 'Retry guide.pdf' }));
  expect(await within(rows[0]!).findByText('Ready')).toBeInTheDocument();
  expect(calls.filter((call) => call.url === `${BASE}/documents/d1`)).not.toHaveLength(0);
  expect(calls.filter((call) => call.method === 'POST')).toHaveLength(3);
});
