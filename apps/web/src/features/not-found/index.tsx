import { Result } from 'antd';
import { BackHomeButton } from '../../shared/BackHomeButton';
import { T } from '../../shared/locale';

/** Any path the route table does not know. */
export default function NotFoundPage() {
  return <Result status="404" title={T.notFoundTitle} subTitle={T.notFoundText} extra={<BackHomeButton />} />;
}
