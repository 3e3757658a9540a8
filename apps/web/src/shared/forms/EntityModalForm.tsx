import { useRef } from 'react';
import { App } from 'antd';
import { ModalForm, type ModalFormProps, type ProFormInstance } from '@ant-design/pro-components';
import { T } from '../locale';
import { submitForm } from './submit';

export interface EntityModalFormProps<V extends Record<string, any>> extends Omit<ModalFormProps<V>, 'onFinish' | 'formRef'> {
  /** Sends the values (a mutation's `mutateAsync`); the modal closes when it resolves. */
  onSubmit: (values: V) => Promise<unknown>;
  /** Said when the save succeeded; left out where the sentence depends on the answer, which onSubmit then says. */
  successText?: string;
  /** The spec's text for a failed save, shown when the server gives none. */
  fallback: string;
  /** Keeps Save disabled, for forms the spec says cannot be sent yet (a blank course name). */
  submitDisabled?: boolean;
}

/**
 * The add/edit modal of a signed-in screen: ModalForm with the product's defaults (a fresh form each time it opens,
 * centred, not closed by a stray click outside, Save and Cancel, a 16 px grid, 640 px wide), submitted through
 * {@link submitForm}: the success text, or the server's sentence with its field problems under the fields.
 */
export function EntityModalForm<V extends Record<string, any>>({
  onSubmit,
  successText,
  fallback,
  submitDisabled,
  modalProps,
  ...props
}: EntityModalFormProps<V>) {
  const formRef = useRef<ProFormInstance<V> | undefined>(undefined);
  const { message } = App.useApp();
  return (
    <ModalForm<V>
      submitter={{ searchConfig: { submitText: T.save, resetText: T.cancel }, submitButtonProps: { disabled: submitDisabled } }}
      grid
      rowProps={{ gutter: 16 }}
      width={640}
      {...props}
      formRef={formRef}
      modalProps={{ destroyOnHidden: true, centered: true, maskClosable: false, ...modalProps }}
      onFinish={async (values) => (await submitForm(() => onSubmit(values), { form: formRef.current, fallback, successText, feedback: message })).ok}
    />
  );
}
