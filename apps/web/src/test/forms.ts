import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** Types into the input whose label is `label`. */
export function fill(label: string | RegExp, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Clicks the button whose accessible name is `name` (antd puts a space between two Arabic letters, so match loosely). */
export function press(name: string | RegExp): void {
  fireEvent.click(screen.getByRole('button', { name }));
}

/**
 * Clicks the button showing `text` inside `container` once it is ready: after a refused request antd keeps the button
 * loading (named 'loading ...', and deaf to clicks) for a moment after the refusal shows.
 */
export async function pressWhenReady(container: HTMLElement, text: string): Promise<void> {
  const button = await waitFor(
    () => {
      const found = [...container.querySelectorAll('button')].find((node) => node.textContent?.trim() === text);
      if (!found || found.classList.contains('ant-btn-loading') || found.disabled) throw new Error(`no ready button ${text}`);
      return found;
    },
    { timeout: 5000 },
  );
  fireEvent.click(button);
}

/** Waits for each of `texts` to be shown (a validation message, say). */
export async function expectShown(...texts: string[]): Promise<void> {
  // antd validates asynchronously.
  for (const text of texts) await waitFor(() => expect(screen.getAllByText(text).length).toBeGreaterThan(0), { timeout: 5000 });
}

/** Picks `option` in the antd Select labelled `label`. */
export async function choose(label: string | RegExp, option: string): Promise<void> {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find((node) => node.textContent === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}
