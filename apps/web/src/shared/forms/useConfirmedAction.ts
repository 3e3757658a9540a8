import type { ReactNode } from 'react';
import { App } from 'antd';
import { T } from '../locale';
import { submitForm } from './submit';

export interface ActionOptions {
  /** The change itself (a mutation's `mutateAsync`). */
  run: () => Promise<unknown>;
  /** Said when the change is done; left out where the screen shows the outcome itself (the fix-dates summary). */
  successText?: string;
  /** The spec's text for the failure, shown when the server gives none. */
  fallback: string;
  /**
   * Asks first, with a red confirm button: required for anything destructive (delete, say). `danger: false` makes
   * it the primary button, for a question whose yes the spec does not draw in red (approving a child's link).
   */
  confirm?: { title: string; content: ReactNode; okText?: string; danger?: boolean };
}

/**
 * One-click actions on a row or a card (delete, activate/deactivate, approve): optionally asks first, then runs the change
 * and says the success text or the server's sentence (else the fallback). Returns the function that starts one.
 */
export function useConfirmedAction(): (options: ActionOptions) => void {
  const { message, modal } = App.useApp();
  return ({ run, successText, fallback, confirm }) => {
    const act = () => submitForm(run, { fallback, successText, feedback: message });
    if (!confirm) {
      void act();
      return;
    }
    modal.confirm({
      title: confirm.title,
      content: confirm.content,
      okText: confirm.okText ?? T.confirmDelete,
      okButtonProps: { danger: confirm.danger ?? true },
      cancelText: T.cancel,
      centered: true,
      // Resolving only once the change is done keeps the dialog open, its button spinning, meanwhile.
      onOk: async () => void (await act()),
    });
  };
}
