import { Result } from 'antd';
import { BackHomeButton } from '../../shared/BackHomeButton';
import { T } from '../../shared/locale';
import { NOT_FOUND_T } from './locale';

/** Any path the route table does not know. */
export default function NotFoundPage() {
  return <Result status="404" title={T.notFoundTitle} subTitle={NOT_FOUND_T.notFoundText} extra={<BackHomeButton />} />;
}
