import { BackHomeButton } from '../../shared/BackHomeButton';
import { T } from '../../shared/locale';
import { NOT_FOUND_T } from './locale';
import { ExceptionResult } from '../../shared/ExceptionResult';

/** Any path the route table does not know. */
export default function NotFoundPage() {
  return <ExceptionResult status="404" title={T.notFoundTitle} subTitle={NOT_FOUND_T.notFoundText} extra={<BackHomeButton />} />;
}
