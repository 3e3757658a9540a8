import { Result } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router-dom';
import { findRoute } from '#common';
import { BRAND } from '../../app/theme';
import { BackHomeButton } from '../../shared/BackHomeButton';
import { T } from '../../shared/locale';

/** Routes of the table whose screens later work fills: a clear, friendly page instead of a broken one. */
export default function ComingSoonPage() {
  const { pathname } = useLocation();
  return (
    <Result
      icon={<ToolOutlined style={{ color: BRAND }} />}
      title={findRoute(pathname)?.label ?? T.comingSoonTitle}
      subTitle={
        <>
          <strong>{T.comingSoonTitle}</strong>
          <br />
          {T.comingSoonText}
        </>
      }
      extra={<BackHomeButton />}
    />
  );
}
