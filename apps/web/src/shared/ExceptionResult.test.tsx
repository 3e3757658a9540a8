import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import NotFoundPage from '../features/not-found';
import { renderScreen } from '../test/render';
import { ExceptionResult } from './ExceptionResult';
import { T } from './locale';

describe('the not-found and not-allowed drawings', () => {
  it('are titled in Arabic, never with antd’s English titles', () => {
    renderScreen(
      <>
        <NotFoundPage />
        <ExceptionResult status="403" title="x" />
      </>,
    );
    expect(screen.getByRole('img', { name: T.notFoundImage }).querySelector('title')?.textContent).toBe(T.notFoundImage);
    expect(screen.getByRole('img', { name: T.unauthorizedImage })).toBeTruthy();
    expect(document.body.innerHTML).not.toMatch(/No Found|Unauthorized/);
    // The drawing is whole: its shapes follow the title.
    expect(screen.getByRole('img', { name: T.notFoundImage }).querySelectorAll('path').length).toBeGreaterThan(5);
  });
});
