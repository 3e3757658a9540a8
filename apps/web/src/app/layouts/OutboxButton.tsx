import { lazy, Suspense, useState } from 'react';
import { Badge, Button } from 'antd';
import { CloudUploadOutlined } from '@ant-design/icons';
import { OUTBOX_T } from '../../offline/locale';
import { useOutbox } from '../../offline/outbox';
import { useOutboxSync } from '../../offline/useOutboxSync';
import { PHONE_SCREEN, useMediaQuery } from '../../shared/useMediaQuery';

// Loaded on the first click: the count is all most visits show.
const OutboxList = lazy(() => import('./OutboxList'));

/**
 * The top bar's outbox: the number of writes kept on this device and not yet sent (hidden when there are none); a
 * click lists them (OutboxList). Mounting it links the outbox to the app (useOutboxSync), so each layout shows it once.
 */
export function OutboxButton() {
  useOutboxSync();
  const { entries, waiting, problems } = useOutbox();
  const phone = useMediaQuery(PHONE_SCREEN);
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  // The list wraps the button once loaded, which mounts it anew: that button keeps the focus the first click gave.
  const [carryFocus, setCarryFocus] = useState(false);
  if (entries.length === 0) return null;

  const name = [waiting ? OUTBOX_T.waitingCount(waiting) : null, problems ? OUTBOX_T.problemsCount(problems) : null].filter(Boolean).join('، ');
  const button = (
    <Button
      autoFocus={carryFocus}
      type="text"
      aria-label={name}
      title={name}
      onClick={() => {
        if (!asked) setCarryFocus(true);
        // The popover opens itself on a click; the phone's drawer, and the first click before the list is loaded, do not.
        if (phone || !asked) setOpen(true);
        setAsked(true);
      }}
      icon={
        <Badge count={waiting} dot={waiting === 0} size="small" overflowCount={999}>
          <CloudUploadOutlined aria-hidden style={{ fontSize: 18 }} />
        </Badge>
      }
    />
  );
  if (!asked) return button;
  return (
    <Suspense fallback={button}>
      <OutboxList phone={phone} open={open} onOpenChange={setOpen} onShown={() => setCarryFocus(false)}>
        {button}
      </OutboxList>
    </Suspense>
  );
}
