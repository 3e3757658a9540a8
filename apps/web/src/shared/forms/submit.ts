import type { FormInstance } from 'antd';
import { ApiError, errorMessage } from '../../api/request';

/** Puts the server's per-field problems (`details`, paths like `childIds.0`) under the matching form fields. */
export function applyServerErrors(form: FormInstance, error: unknown): void {
  if (!(error instanceof ApiError) || error.details.length === 0) return;
  const known = new Set(Object.keys(form.getFieldsValue(true) as object));
  form.setFields(
    error.details
      .map((detail) => ({ name: detail.path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)), errors: [detail.msg] }))
      .filter((field) => known.has(String(field.name[0]))),
  );
}

/** Where a submit's outcome is told: antd's `message` on signed-in screens, an alert above the form on public ones. */
export interface SubmitFeedback {
  success?: (text: string) => unknown;
  error: (text: string) => unknown;
}

export interface SubmitOptions {
  /** The form whose fields get the server's per-field problems. */
  form?: FormInstance | null;
  /** The spec's text for this failure, shown when the server gives none. */
  fallback: string;
  /** Said on success, if anything. */
  successText?: string;
  feedback: SubmitFeedback;
}

export type SubmitOutcome<R> = { ok: true; data: R } | { ok: false };

/**
 * The one submit path of every form (ModalForm or plain antd Form) and of confirmed actions: sends, says the
 * success text, or says the server's sentence (else the fallback) and puts its field problems under the fields.
 */
export async function submitForm<R>(send: () => Promise<R>, { form, fallback, successText, feedback }: SubmitOptions): Promise<SubmitOutcome<R>> {
  try {
    const data = await send();
    if (successText) feedback.success?.(successText);
    return { ok: true, data };
  } catch (failure) {
    feedback.error(errorMessage(failure, fallback));
    if (form) applyServerErrors(form, failure);
    return { ok: false };
  }
}
