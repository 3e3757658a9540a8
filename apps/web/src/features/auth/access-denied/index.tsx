import { authNotice } from '../../../session/session';
import { BackHomeButton } from '../../../shared/BackHomeButton';
import { T } from '../../../shared/locale';
import { AUTH_T } from '../locale';
import { ExceptionResult } from '../../../shared/ExceptionResult';

/** Where a refusal for the account's state lands: it shows the server's sentence that was kept for it. */
export default function AccessDeniedPage() {
  return <ExceptionResult status="403" title={AUTH_T.accessDeniedTitle} subTitle={authNotice.peek() ?? T.accessDeniedDefault} extra={<BackHomeButton />} />;
}
