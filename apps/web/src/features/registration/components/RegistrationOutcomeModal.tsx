import { Button, Modal, Result, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { T } from '../../../shared/locale';
import { REGISTRATION_T } from '../locale';

export interface RegistrationOutcome {
  status: string;
  message: string;
}

/**
 * Spec 01: a `pending_activation` answer shows "under review" with the way back home; any other shows plain
 * success with the way to sign in. Staff registration adds its own success line.
 */
export function RegistrationOutcomeModal({ outcome, staff = false }: { outcome: RegistrationOutcome | null; staff?: boolean }) {
  const navigate = useNavigate();
  const pending = outcome?.status === 'pending_activation';
  return (
    <Modal open={outcome !== null} footer={null} closable={false} maskClosable={false} centered>
      {outcome ? (
        <Result
          status={pending ? 'info' : 'success'}
          title={pending ? REGISTRATION_T.registrationUnderReviewTitle : REGISTRATION_T.registrationSuccessTitle}
          subTitle={
            <>
              {staff ? (
                <Typography.Paragraph strong>
                  {REGISTRATION_T.staffRegistrationSuccessLine} {REGISTRATION_T.staffSuccessDetail}
                </Typography.Paragraph>
              ) : null}
              <Typography.Paragraph>{outcome.message}</Typography.Paragraph>
              {pending ? <Typography.Paragraph type="secondary">{REGISTRATION_T.pendingOutcomeText}</Typography.Paragraph> : null}
            </>
          }
          extra={
            pending ? (
              <Button type="primary" onClick={() => navigate('/', { replace: true })}>
                {T.backToHome}
              </Button>
            ) : (
              <Button type="primary" onClick={() => navigate('/login', { replace: true })}>
                {REGISTRATION_T.goToLogin}
              </Button>
            )
          }
        />
      ) : null}
    </Modal>
  );
}
