import { forwardRef, useLayoutEffect } from 'react';
import { Select, type RefSelectProps, type SelectProps } from 'antd';

/**
 * antd's Select inside a plain antd `Form.Item`. A required item gives its control `aria-required`, which antd 5
 * writes on the Select's outer element as well as on its combobox (antd issue 46030); ARIA allows it on the combobox
 * only (axe: aria-allowed-attr, critical). This keeps it on the combobox, which carries the item's id.
 */
export const FormSelect = forwardRef<RefSelectProps, SelectProps>(function FormSelect({ 'aria-required': required, ...props }, ref) {
  const { id } = props;
  useLayoutEffect(() => {
    const combobox = id ? document.getElementById(id) : null;
    if (!combobox) return;
    if (required === undefined || required === false || required === 'false') combobox.removeAttribute('aria-required');
    else combobox.setAttribute('aria-required', 'true');
  });
  return <Select ref={ref} {...props} />;
});
