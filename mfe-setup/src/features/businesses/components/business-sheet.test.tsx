import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSheet } from '@switchboard/shared-ui';
import { aBusiness, aBusinessType } from '../../../testing/fixtures';
import { INDUSTRIES } from '@switchboard/domain';
import type { Business } from '@switchboard/domain';
import { BusinessSheet } from './business-sheet';
import { fakeApi, type FakeHandler, renderPage } from '@switchboard/shared-ui/testing';

const type = aBusinessType();

/**
 * The sheet as the Businesses page opens it, without the page's grid: the grid's wiring
 * is the page test's business, and rendering it made every form test slow.
 */
function SheetHarness() {
  const sheet = useSheet<Business>();
  return (
    <>
      <button type="button" onClick={() => sheet.openFor(null)}>
        Add business
      </button>
      <BusinessSheet
        key={sheet.key}
        {...sheet.props}
        business={sheet.item}
        businessTypes={[type]}
      />
    </>
  );
}

function setup(handlers: Record<string, FakeHandler> = {}) {
  const calls = fakeApi({
    'GET /api/knowledge/collection-stats/collections': () => [200, []],
    ...handlers,
  });
  renderPage(<SheetHarness />);
  return calls;
}

/**
 * Puts text in a field as one paste: per-key validation is the first test's subject, and
 * typing every character re-validates the whole form each time.
 */
async function enter(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function openAddSheet() {
  const user = userEvent.setup();
  await user.click(screen.getAllByRole('button', { name: 'Add business' })[0]!);
  const sheet = await screen.findByRole('dialog', { name: 'Add business' });
  return { user, sheet };
}

describe('the business sheet form', () => {
  it('moves focus into the sheet and asks for a name on blur and on submit', async () => {
    setup();
    const { user, sheet } = await openAddSheet();
    const name = within(sheet).getByRole('textbox', { name: /^Business name/ });
    expect(name).toHaveFocus();
    await user.tab();
    expect(await within(sheet).findByText('Business name is required')).toBeInTheDocument();
    await user.type(name, 'Acme');
    await waitFor(() =>
      expect(within(sheet).queryByText('Business name is required')).not.toBeInTheDocument(),
    );
    await user.clear(name);
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await within(sheet).findByText('Business name is required')).toBeInTheDocument();
  });

  it('offers exactly the 17 industries in the product order, defaults to Kenya and uses the matching input types (docs/product-rules.md)', async () => {
    setup();
    const { sheet } = await openAddSheet();
    const industry = within(sheet).getByRole('combobox', { name: 'Industry' });
    const options = within(industry)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options.slice(1)).toEqual([...INDUSTRIES]);
    expect(INDUSTRIES).toHaveLength(17);
    expect(within(sheet).getByRole('textbox', { name: 'Country' })).toHaveValue('Kenya');
    expect(within(sheet).getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    expect(within(sheet).getByLabelText('Contact e-mail')).toHaveAttribute('type', 'email');
    const website = within(sheet).getByLabelText('Website');
    expect(website).toHaveAttribute('type', 'url');
    expect(website).toHaveAttribute('placeholder', 'https://example.com');
    expect(within(sheet).getByLabelText('Phone')).toHaveAttribute('type', 'tel');
    expect(within(sheet).getByLabelText('Contact phone')).toHaveAttribute('type', 'tel');
    expect(within(sheet).getByRole('checkbox', { name: 'Active' })).toBeChecked();
    expect(within(sheet).getByRole('checkbox', { name: 'Verified' })).not.toBeChecked();
    const typeSelect = within(sheet).getByRole('combobox', { name: 'Business type' });
    expect(within(typeSelect).getByRole('option', { name: 'Retailer' })).toBeInTheDocument();
  });

  it('checks e-mail, web address and phone formats', async () => {
    const calls = setup();
    const { user, sheet } = await openAddSheet();
    await enter(user, within(sheet).getByRole('textbox', { name: /^Business name/ }), 'Acme');
    await enter(user, within(sheet).getByLabelText('E-mail'), 'not-an-address');
    await enter(user, within(sheet).getByLabelText('Website'), 'example.com');
    await enter(user, within(sheet).getByLabelText('Phone'), 'call me');
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(
      await within(sheet).findByText(
        'E-mail must be a valid e-mail address, like name@example.com',
      ),
    ).toBeInTheDocument();
    expect(
      within(sheet).getByText('Website must be a web address starting with http:// or https://'),
    ).toBeInTheDocument();
    expect(
      within(sheet).getByText('Phone must be a phone number: digits, spaces and + ( ) . -'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('on a failed save, brings the first field in error into view with its message and focuses it', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    setup();
    const { user, sheet } = await openAddSheet();
    await enter(user, within(sheet).getByRole('textbox', { name: /^Business name/ }), 'Acme');
    await enter(user, within(sheet).getByLabelText('E-mail'), 'not-an-address');
    await enter(user, within(sheet).getByLabelText('Contact e-mail'), 'nobody');
    // Focus elsewhere, as after filling the form in.
    await user.click(within(sheet).getByRole('textbox', { name: /^Business name/ }));
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    const email = within(sheet).getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveFocus());
    // The whole field is scrolled to, its message under the input included.
    const field = email.closest('.MuiFormControl-root')!;
    expect(scrolled).toEqual([field]);
    expect(field).toHaveTextContent('E-mail must be a valid e-mail address, like name@example.com');
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('asks before discarding typed changes on Escape, and closes at once when nothing changed', async () => {
    setup();
    const { user } = await openAddSheet();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getAllByRole('button', { name: 'Add business' })[0]!);
    const again = await screen.findByRole('dialog', { name: 'Add business' });
    await enter(user, within(again).getByRole('textbox', { name: /^Business name/ }), 'Half typed');
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(within(again).getByRole('textbox', { name: /^Business name/ })).toHaveValue(
        'Half typed',
      ),
    );
    await user.keyboard('{Escape}');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('creating a business (one gateway call with its collection)', () => {
  const ADD = 'POST /api/businesses/with-collection';

  it('sends the business with a key once, and says so', async () => {
    const calls = setup({ [ADD]: ({ body }) => [201, aBusiness(body as object)] });
    const { user, sheet } = await openAddSheet();
    await enter(user, within(sheet).getByRole('textbox', { name: /^Business name/ }), '  Acme  ');
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Business created successfully')).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => [call.target, call.url])).toEqual([
      ['gateway', '/api/businesses/with-collection'],
    ]);
    expect(posts[0]!.body).toMatchObject({
      name: 'Acme',
      country: 'Kenya',
      idempotencyKey: expect.stringMatching(/^[\w-]{8,}$/),
    });
    expect(posts[0]!.body).not.toHaveProperty('collectionId', expect.any(String));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the sheet and the key when the gateway refuses, so Save again is the same action', async () => {
    let attempts = 0;
    const calls = setup({
      [ADD]: ({ body }) =>
        ++attempts === 1
          ? [502, { error: "Failed to create the business's knowledge collection: Not yours" }]
          : [201, aBusiness(body as object)],
    });
    const { user, sheet } = await openAddSheet();
    await enter(user, within(sheet).getByRole('textbox', { name: /^Business name/ }), 'Acme');
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent(
      "Failed to create the business's knowledge collection: Not yours",
    );
    expect(within(sheet).getByRole('textbox', { name: /^Business name/ })).toHaveValue('Acme');

    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Business created successfully')).toBeInTheDocument();
    const keys = calls
      .filter((call) => call.url === '/api/businesses/with-collection')
      .map((call) => (call.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('uses the server error field first', async () => {
    setup({ [ADD]: () => [400, { error: 'industry must be one of: …' }] });
    const { user, sheet } = await openAddSheet();
    await enter(user, within(sheet).getByRole('textbox', { name: /^Business name/ }), 'Acme');
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('industry must be one of: …');
  });
});
