import { Result } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router-dom';
import { findRoute } from '#common';
import { BRAND } from '../../shared/brand';
import { BackHomeButton } from '../../shared/BackHomeButton';
import { COMING_SOON_T } from './locale';

/** Routes of the table whose screens later work fills: a clear, friendly page instead of a broken one. */
export default function ComingSoonPage() {
  const { pathname } = useLocation();
  return (
    <Result
      icon={<ToolOutlined style={{ color: BRAND }} />}
      title={findRoute(pathname)?.label ?? COMING_SOON_T.comingSoonTitle}
      subTitle={
        <>
          <strong>{COMING_SOON_T.comingSoonTitle}</strong>
          <br />
          {COMING_SOON_T.comingSoonText}
        </>
      }
      extra={<BackHomeButton />}
    />
  );
}
