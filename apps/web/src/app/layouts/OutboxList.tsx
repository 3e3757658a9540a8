import { useEffect, type ReactElement } from 'react';
import { Button, Drawer, Flex, List, Popover, Tag, Typography } from 'antd';
import { CloudUploadOutlined } from '@ant-design/icons';
import { problemText } from '../../offline/describe';
import { OUTBOX_T } from '../../offline/locale';
import { outbox, useOutbox, type OutboxEntry } from '../../offline/outbox';
import { useOnline } from '../../offline/useOnline';

const STATE_COLOR: Readonly<Record<OutboxEntry['state'], string>> = { waiting: 'default', sending: 'processing', stale: 'warning', refused: 'error' };

/**
 * The outbox's list with the state of each write, for each problem the server's value or sentence with "dismiss", and
 * "send now": in a drawer from the bottom on a phone, else in a popover under the count. A chunk of its own that
 * OutboxButton loads on the first click, so antd's List, Drawer and Popover are on no screen's way to its content.
 */
export default function OutboxList({
  phone,
  open,
  onOpenChange,
  onShown,
  children,
}: {
  phone: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the list has mounted (the button it wraps has taken the focus by then). */
  onShown: () => void;
  children: ReactElement;
}) {
  useEffect(onShown, [onShown]);
  const { entries, waiting, sending } = useOutbox();
  // Without a network a send cannot succeed; the outbox sends by itself when the browser is back online.
  const online = useOnline();
  const list = (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{OUTBOX_T.explain}</Typography.Text>
      <List<OutboxEntry>
        size="small"
        dataSource={entries}
        rowKey="client_id"
        renderItem={(entry) => {
          const problem = problemText(entry);
          return (
            <List.Item
              actions={
                entry.state === 'stale' || entry.state === 'refused'
                  ? [
                      <Button key="dismiss" size="small" onClick={() => void outbox.dismiss(entry.client_id)}>
                        {OUTBOX_T.dismiss}
                      </Button>,
                    ]
                  : []
              }
            >
              <Flex vertical gap={2}>
                <Typography.Text>{entry.label}</Typography.Text>
                <span>
                  <Tag color={STATE_COLOR[entry.state]}>{OUTBOX_T.state[entry.state]}</Tag>
                </span>
                {problem ? <Typography.Text type={entry.state === 'refused' ? 'danger' : 'warning'}>{problem}</Typography.Text> : null}
              </Flex>
            </List.Item>
          );
        }}
      />
      <Button type="primary" icon={<CloudUploadOutlined />} loading={sending} disabled={waiting === 0 || !online} onClick={() => void outbox.flush()}>
        {OUTBOX_T.sendNow}
      </Button>
    </Flex>
  );

  return phone ? (
    <>
      {children}
      <Drawer placement="bottom" open={open} onClose={() => onOpenChange(false)} title={OUTBOX_T.title} height="auto">
        {list}
      </Drawer>
    </>
  ) : (
    <Popover
      content={<div style={{ width: 360, maxHeight: 480, overflowY: 'auto' }}>{list}</div>}
      title={OUTBOX_T.title}
      trigger="click"
      placement="bottom"
      open={open}
      onOpenChange={onOpenChange}
    >
      {children}
    </Popover>
  );
}
