import { Alert, Button } from 'antd';
import { PWA_T } from './locale';
import { useOfflineData } from './offline-data';
import { useNewVersion } from './service-worker';
import styles from './PwaBanners.module.css';

/**
 * The installed app's notices above a signed-in page: data read from the device while offline or on a weak network
 * (it may be out of date), and a new version waiting, with the button that switches to it.
 */
export function PwaBanners() {
  const { offline, fromCache } = useOfflineData();
  const applyUpdate = useNewVersion();
  return (
    <>
      {offline || fromCache ? <Alert banner type="warning" className={styles.offline} message={offline ? PWA_T.offlineData : PWA_T.weakNetworkData} /> : null}
      {applyUpdate ? (
        <Alert
          type="info"
          showIcon
          className={styles.update}
          message={PWA_T.updateAvailable}
          action={
            <Button type="primary" size="small" aria-label={PWA_T.updateLabel} onClick={() => void applyUpdate()}>
              {PWA_T.update}
            </Button>
          }
        />
      ) : null}
    </>
  );
}
