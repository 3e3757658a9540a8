import { useState } from 'react';
import { Badge, Button, Drawer, Flex, List, Popover, Tag, Typography } from 'antd';
import { CloudUploadOutlined } from '@ant-design/icons';
import { problemText } from '../../offline/describe';
import { OUTBOX_T } from '../../offline/locale';
import { outbox, useOutbox, type OutboxEntry } from '../../offline/outbox';
import { useOutboxSync } from '../../offline/useOutboxSync';
import { PHONE_SCREEN, useMediaQuery } from '../../shared/useMediaQuery';

const STATE_COLOR: Readonly<Record<OutboxEntry['state'], string>> = { waiting: 'default', sending: 'processing', stale: 'warning', refused: 'error' };

/**
 * The top bar's outbox: the number of writes kept on this device and not yet sent (hidden when there are none), a
 * click listing them with their state, and for each problem the server's value or sentence with "dismiss"; "send now"
 * sends at once. Mounting it links the outbox to the app (useOutboxSync), so each layout shows it once.
 */
export function OutboxButton() {
  useOutboxSync();
  const { entries, waiting, problems, sending } = useOutbox();
  const phone = useMediaQuery(PHONE_SCREEN);
  const [open, setOpen] = useState(false);
  if (entries.length === 0) return null;

  const name = [waiting ? OUTBOX_T.waitingCount(waiting) : null, problems ? OUTBOX_T.problemsCount(problems) : null].filter(Boolean).join('، ');
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
      <Button type="primary" icon={<CloudUploadOutlined />} loading={sending} disabled={waiting === 0} onClick={() => void outbox.flush()}>
        {OUTBOX_T.sendNow}
      </Button>
    </Flex>
  );
  const button = (
    <Button
      type="text"
      aria-label={name}
      title={name}
      onClick={() => (phone ? setOpen(true) : undefined)}
      icon={
        <Badge count={waiting} dot={waiting === 0} size="small" overflowCount={999}>
          <CloudUploadOutlined aria-hidden style={{ fontSize: 18 }} />
        </Badge>
      }
    />
  );

  return phone ? (
    <>
      {button}
      <Drawer placement="bottom" open={open} onClose={() => setOpen(false)} title={OUTBOX_T.title} height="auto">
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
      onOpenChange={setOpen}
    >
      {button}
    </Popover>
  );
}
