import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '@switchboard/shared-auth';
import { SignInCard } from './sign-in-card';

jest.mock('@switchboard/shared-auth', () => ({ signIn: jest.fn() }));

describe('SignInCard', () => {
  it('signs in with what was typed and locks both fields until the answer', async () => {
    let answer: () => void = () => undefined;
    jest
      .mocked(signIn)
      .mockReturnValue(new Promise<never>((resolve) => (answer = resolve as never)));
    render(<SignInCard overline="Switchboard" />);
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/E-mail/), ' admin@switchboard.local ');
    await userEvent.type(screen.getByLabelText(/Password/), 'switchboard');
    await userEvent.click(button);
    expect(signIn).toHaveBeenCalledWith('admin@switchboard.local', 'switchboard');
    expect(screen.getByLabelText(/E-mail/)).toBeDisabled();
    expect(screen.getByLabelText(/Password/)).toBeDisabled();
    answer();
    await waitFor(() => expect(screen.getByLabelText(/E-mail/)).toBeEnabled());
  });
});
