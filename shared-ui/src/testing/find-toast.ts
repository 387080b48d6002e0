import { screen } from '@testing-library/react';

/** An error toast reads "Error: {message}" (the summary is bold, so the text is split). */
export async function findErrorToast(message: string) {
  const [toast] = await screen.findAllByText(
    (_, element) => element?.tagName === 'SPAN' && element.textContent === `Error: ${message}`,
  );
  return toast!;
}
