import { Result } from 'antd';
import { authNotice } from '../../../session/session';
import { BackHomeButton } from '../../../shared/BackHomeButton';
import { T } from '../../../shared/locale';
import { AUTH_T } from '../locale';

/** Where a refusal for the account's state lands: it shows the server's sentence that was kept for it. */
export default function AccessDeniedPage() {
  return <Result status="403" title={AUTH_T.accessDeniedTitle} subTitle={authNotice.peek() ?? T.accessDeniedDefault} extra={<BackHomeButton />} />;
}
