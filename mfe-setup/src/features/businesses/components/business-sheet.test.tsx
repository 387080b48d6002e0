import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSheet } from '@switchboard/shared-ui';
import { aBusiness, aBusinessType } from '../../../testing/fixtures';
import { INDUSTRIES } from '@switchboard/domain';
import type { Business } from '@switchboard/domain';
import { BusinessSheet } from './business-sheet';
import {
  fakeApi,
  type FakeHandler,
  findErrorToast,
  renderPage,
} from '@switchboard/shared-ui/testing';

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

describe('creating a business (collection first)', () => {
  const collection = { id: 'col-1', name: 'Acme', description: null, type: 'mixed' };

  it('creates a mixed collection, then the business with its id, and says so', async () => {
    const calls = setup({
      'POST /api/knowledge/collection-stats': () => [201, collection],
      'POST /api/businesses': ({ body }) => [201, aBusiness(body as object)],
    });
    const { user, sheet } = await openAddSheet();
    await enter(user, within(sheet).getByRole('textbox', { name: /^Business name/ }), '  Acme  ');
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Business created successfully')).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => [call.target, call.url])).toEqual([
      ['gateway', '/api/knowledge/collection-stats'],
      ['api', '/api/businesses'],
    ]);
    expect(posts[0]!.body).toEqual({
      name: 'Acme',
      description: 'Knowledge for Acme',
      type: 'mixed',
    });
    expect(posts[1]!.body).toMatchObject({ name: 'Acme', collectionId: 'col-1', country: 'Kenya' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('links the collection already named after the business (names are unique per service)', async () => {
    const existing = { ...collection, id: 'col-existing' };
    const calls = setup({
      'POST /api/knowledge/collection-stats': () => [
        409,
        { error: 'A collection named "Acme" already exists: choose another name' },
      ],
      'GET /api/knowledge/collection-stats/collections': () => [200, [existing]],
      'POST /api/businesses': ({ body }) => [201, aBusiness(body as object)],
    });
    const { user, sheet } = await openAddSheet();
    await enter(user, within(sheet).getByRole('textbox', { name: /^Business name/ }), 'acme');
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Business created successfully')).toBeInTheDocument();
    const business = calls.find((call) => call.url === '/api/businesses' && call.method === 'POST');
    expect(business!.body).toMatchObject({ collectionId: 'col-existing' });
  });

  it('does not create the business when the collection fails, and keeps the sheet', async () => {
    const calls = setup({
      'POST /api/knowledge/collection-stats': () => {
        throw new Error('connect ECONNREFUSED');
      },
    });
    const { user, sheet } = await openAddSheet();
    await enter(user, within(sheet).getByRole('textbox', { name: /^Business name/ }), 'Acme');
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent(
      'The business was not saved because its knowledge collection could not be created: Network error: connect ECONNREFUSED',
    );
    expect(calls.some((call) => call.url === '/api/businesses' && call.method === 'POST')).toBe(
      false,
    );
    expect(within(sheet).getByRole('textbox', { name: /^Business name/ })).toHaveValue('Acme');
  });

  it('tells the user the collection exists when the business fails, and reuses it on retry', async () => {
    let businessAttempts = 0;
    const calls = setup({
      'POST /api/knowledge/collection-stats': () => [201, collection],
      'POST /api/businesses': ({ body }) =>
        ++businessAttempts === 1 ? [500, {}] : [201, aBusiness(body as object)],
    });
    const { user, sheet } = await openAddSheet();
    await enter(user, within(sheet).getByRole('textbox', { name: /^Business name/ }), 'Acme');
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent(
      'Failed to add business. The business was not saved, but its knowledge collection “Acme” was created; it will be reused when you save again.',
    );
    expect(await findErrorToast('Failed to add business')).toBeInTheDocument();

    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Business created successfully')).toBeInTheDocument();
    const collectionPosts = calls.filter((call) => call.url.endsWith('/collection-stats'));
    expect(collectionPosts).toHaveLength(1);
    const businessPosts = calls.filter(
      (call) => call.url === '/api/businesses' && call.method === 'POST',
    );
    expect(
      businessPosts.map((call) => (call.body as { collectionId: string }).collectionId),
    ).toEqual(['col-1', 'col-1']);
  });

  it('uses the server error field first', async () => {
    setup({
      'POST /api/knowledge/collection-stats': () => [201, collection],
      'POST /api/businesses': () => [400, { error: 'industry must be one of: …' }],
    });
    const { user, sheet } = await openAddSheet();
    await enter(user, within(sheet).getByRole('textbox', { name: /^Business name/ }), 'Acme');
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent(
      /^industry must be one of: …\. The business was not saved/,
    );
  });
});
