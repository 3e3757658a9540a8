import { Flex, Spin } from 'antd';

/**
 * The loading state of a whole page or region, with a visible sentence for screen readers and people alike.
 * It is in the entry chunk, so the sentence is a plain element rather than antd Typography.
 */
export function PageLoader({ text }: { text?: string }) {
  return (
    <Flex vertical align="center" justify="center" gap={12} style={{ minHeight: 240, padding: 32 }} role="status">
      <Spin size="large" />
      {text ? <span style={{ color: 'rgba(0, 0, 0, 0.55)' }}>{text}</span> : null}
    </Flex>
  );
}
