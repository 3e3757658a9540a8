import { Alert, Button } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { errorMessage } from '../../api/request';
import { T } from '../locale';

/** A list that failed to load: the server's sentence (else the spec's fallback) and a way to try again. */
export function QueryError({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      message={errorMessage(error, fallback)}
      action={
        <Button icon={<ReloadOutlined />} onClick={onRetry}>
          {T.retry}
        </Button>
      }
    />
  );
}
