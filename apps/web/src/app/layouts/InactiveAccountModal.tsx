import { useState } from 'react';
import { Button, Modal, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { useViewer } from '../../session/viewer';
import { T } from '../../shared/locale';

const SEEN_KEY = 'inactive_notice_seen';

/**
 * Spec 03: an inactive or pending account is told, once per visit, that it can browse only /about and /profile.
 * The modal blocks until acknowledged; away from /about it also offers the way there.
 */
export function InactiveAccountModal() {
  const { limited } = useViewer();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [seen, setSeen] = useState(() => sessionStorage.getItem(SEEN_KEY) === '1');

  const close = () => {
    sessionStorage.setItem(SEEN_KEY, '1');
    setSeen(true);
  };
  const onAbout = pathname === '/about';
  return (
    <Modal
      open={limited && !seen}
      title={T.inactiveModalTitle}
      closable={false}
      maskClosable={false}
      keyboard={false}
      centered
      footer={[
        !onAbout && (
          <Button
            key="about"
            onClick={() => {
              close();
              navigate('/about');
            }}
          >
            {T.goToAbout}
          </Button>
        ),
        <Button key="ok" type="primary" onClick={close}>
          {T.inactiveModalOk}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{T.inactiveModalText}</Typography.Paragraph>
    </Modal>
  );
}
