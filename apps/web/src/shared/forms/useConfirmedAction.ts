import type { ReactNode } from 'react';
import { App } from 'antd';
import { T } from '../locale';
import { submitForm } from './submit';

export interface ActionOptions {
  /** The change itself (a mutation's `mutateAsync`). */
  run: () => Promise<unknown>;
  successText: string;
  /** The spec's text for the failure, shown when the server gives none. */
  fallback: string;
  /** Asks first, with a red confirm button: required for anything destructive (delete, say). */
  confirm?: { title: string; content: ReactNode; okText?: string };
}

/**
 * One-click actions on a row or a card (delete, activate/deactivate): optionally asks first, then runs the change
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
      okButtonProps: { danger: true },
      cancelText: T.cancel,
      centered: true,
      // Resolving only once the change is done keeps the dialog open, its button spinning, meanwhile.
      onOk: async () => void (await act()),
    });
  };
}
