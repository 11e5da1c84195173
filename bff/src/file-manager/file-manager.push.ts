import { APP_ACCESS, FileManagerEvents, type FileManagerEvent } from '@cis/contracts';
import { definePush, to } from '../platform/realtime/push-routes';

/** Whoever may open the app (APP_ACCESS.fileManager: staff), the same rule as its route. */
export const fileManagerPush = definePush<FileManagerEvent>('file-manager', {
  routes: {
    [FileManagerEvents.itemAdded]: [to.access(APP_ACCESS.fileManager)],
  },
});
