import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsoleDataGrid } from './console-data-grid';

const columns = [{ field: 'name', headerName: 'Name', flex: 1 }];

describe('ConsoleDataGrid', () => {
  it('renders rows with a labelled toolbar and quick search', async () => {
    render(
      <ConsoleDataGrid
        label="Businesses"
        exportFileName="businesses"
        columns={columns}
        rows={[
          { id: 1, name: 'Acme' },
          { id: 2, name: 'Globex' },
        ]}
        emptyTitle="None"
        emptyMessage="Add one"
        disableVirtualization
      />,
    );
    expect(screen.getByRole('grid', { name: 'Businesses' })).toBeInTheDocument();
    expect(screen.getByText('Acme')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox'), 'glob');
    expect(await screen.findByText('Globex')).toBeInTheDocument();
    // The quick search is debounced.
    await waitFor(() => expect(screen.queryByText('Acme')).not.toBeInTheDocument());
  });

  it('names the loading bar shown while rows are fetched again', () => {
    render(
      <ConsoleDataGrid
        label="Businesses"
        columns={columns}
        rows={[{ id: 1, name: 'Acme' }]}
        loading
        emptyTitle="None"
        emptyMessage="Add one"
        disableVirtualization
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading rows' })).toBeInTheDocument();
  });

  it('starts with the newest rows first when told the date column', () => {
    render(
      <ConsoleDataGrid
        label="Businesses"
        columns={[...columns, { field: 'createdAt', headerName: 'Created' }]}
        rows={[
          { id: 1, name: 'Older', createdAt: '2026-01-01' },
          { id: 2, name: 'Newer', createdAt: '2026-02-01' },
        ]}
        emptyTitle="None"
        emptyMessage="Add one"
        newestFirst="createdAt"
        disableVirtualization
      />,
    );
    const names = screen.getAllByRole('gridcell').map((cell) => cell.textContent);
    expect(names.indexOf('Newer')).toBeLessThan(names.indexOf('Older'));
  });

  it('invites the first row when empty', () => {
    render(
      <ConsoleDataGrid
        label="Businesses"
        exportFileName="b"
        columns={columns}
        rows={[]}
        emptyTitle="No businesses yet"
        emptyMessage="Add the first business."
        disableVirtualization
      />,
    );
    expect(screen.getByText('No businesses yet')).toBeInTheDocument();
  });

  it('shows the error with Retry instead of the grid', async () => {
    const onRetry = jest.fn();
    render(
      <ConsoleDataGrid
        label="Businesses"
        exportFileName="b"
        columns={columns}
        rows={[]}
        error="Failed to fetch businesses"
        onRetry={onRetry}
        emptyTitle="x"
        emptyMessage="y"
      />,
    );
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch businesses');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it("exports the filtered rows through the console's CSV writer, formulae escaped", async () => {
    const files: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      files.push(blob);
      return 'blob:grid';
    };
    URL.revokeObjectURL = () => {};
    // jsdom cannot navigate to a download.
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(
      <ConsoleDataGrid
        label="Questions"
        columns={[...columns, { field: 'asked', headerName: 'Asked', type: 'number' }]}
        rows={[
          { id: 1, name: '=HYPERLINK("http://evil.example","x")', asked: 3 },
          { id: 2, name: 'Opening hours', asked: -1 },
        ]}
        emptyTitle="None"
        emptyMessage="None"
        disableVirtualization
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Download as CSV' }));
    expect(files).toHaveLength(1);
    expect(files[0]!.type).toBe('text/csv;charset=utf-8');
    const text = await new Promise<string>((resolve) => {
      // jsdom's Blob has no text(); FileReader reads it as a browser would.
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(files[0]!);
    });
    expect(text.split('\r\n')).toEqual([
      'Name,Asked',
      '"\'=HYPERLINK(""http://evil.example"",""x"")",3',
      'Opening hours,-1',
      '',
    ]);
  });

  it('offers no CSV where the page exports every match itself', async () => {
    render(
      <ConsoleDataGrid
        label="Questions"
        columns={columns}
        rows={[{ id: 1, name: 'a' }]}
        emptyTitle="None"
        emptyMessage="None"
        csvExport={false}
        disableVirtualization
      />,
    );
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });
});
