import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOAST_LIFE_MS, ToastProvider, useToast } from './toast';

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.success('Business created successfully')}>ok</button>
      <button onClick={() => toast.error('Failed to add business')}>fail</button>
    </>
  );
}

describe('toasts', () => {
  it('shows success and error toasts, the error headed "Error", and removes them after 3000 ms', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    await user.click(screen.getByText('ok'));
    await user.click(screen.getByText('fail'));
    expect(screen.getByText('Business created successfully')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByText(/Failed to add business/)).toBeInTheDocument();
    expect(TOAST_LIFE_MS).toBe(3000);
    await act(async () => {
      jest.advanceTimersByTime(TOAST_LIFE_MS + 1000);
    });
    // The toast leaves through an exit transition after its life ends.
    await waitFor(() =>
      expect(screen.queryByText('Business created successfully')).not.toBeInTheDocument(),
    );
    jest.useRealTimers();
  });
});
