import { Button } from 'antd';
import { T } from '../shared/locale';

/**
 * Shown when a screen throws or its chunk cannot load (say, after a new release replaced the files). It is part of
 * the entry chunk, so it uses plain elements rather than antd's Result and its large illustrations.
 */
export function RouteError() {
  return (
    <div role="alert" style={{ minHeight: '60vh', display: 'grid', placeContent: 'center', gap: 16, textAlign: 'center', padding: 24 }}>
      <p style={{ fontSize: 18, margin: 0 }}>{T.genericError}</p>
      <div>
        <Button type="primary" onClick={() => window.location.reload()}>
          {T.reload}
        </Button>
      </div>
    </div>
  );
}
