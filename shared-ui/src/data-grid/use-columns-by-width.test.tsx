import { act, renderHook } from '@testing-library/react';
import { useColumnsByWidth } from './use-columns-by-width';

const SHOW_FROM = { user: 900, createdAt: 1300 };

afterEach(() => jest.restoreAllMocks());

/** The hook with its grid's box mounted at a width (jsdom lays nothing out). */
function mounted(width: number) {
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
  const element = document.createElement('div');
  const hook = renderHook(() => {
    const columns = useColumnsByWidth(SHOW_FROM);
    // The ref is attached before the layout effect reads it, as when the grid's box mounts.
    if (!columns.box.current) (columns.box as { current: HTMLDivElement }).current = element;
    return columns;
  });
  return hook;
}

it('hides the columns a narrow grid has no room for and shows them all on a wide one', () => {
  expect(mounted(390).result.current.columnVisibilityModel).toEqual({
    user: false,
    createdAt: false,
  });
  expect(mounted(1000).result.current.columnVisibilityModel).toEqual({
    user: true,
    createdAt: false,
  });
  expect(mounted(1400).result.current.columnVisibilityModel).toEqual({
    user: true,
    createdAt: true,
  });
});

it('keeps what the user switched in the columns panel over what the width chose', () => {
  const { result } = mounted(390);
  act(() => result.current.onColumnVisibilityModelChange({ user: true, createdAt: false }));
  expect(result.current.columnVisibilityModel).toEqual({ user: true, createdAt: false });
});

it('shows every column until the grid has been measured', () => {
  expect(
    renderHook(() => useColumnsByWidth(SHOW_FROM)).result.current.columnVisibilityModel,
  ).toEqual({});
});
