import { TasksEvents, type TasksEvent } from '@cis/contracts';
import { definePush, to } from '../platform/realtime/push-routes';

/** Who sees the task list: it is shared by every user of the tenant. */
const TASKS_AUDIENCE = [to.tenant];

export const tasksPush = definePush<TasksEvent>('tasks', {
  routes: {
    [TasksEvents.tagCreated]: TASKS_AUDIENCE,
    [TasksEvents.tagUpdated]: TASKS_AUDIENCE,
    [TasksEvents.tagDeleted]: TASKS_AUDIENCE,
    [TasksEvents.taskCreated]: TASKS_AUDIENCE,
    [TasksEvents.taskUpdated]: TASKS_AUDIENCE,
    [TasksEvents.taskDeleted]: TASKS_AUDIENCE,
    [TasksEvents.tasksReordered]: TASKS_AUDIENCE,
    // Nothing anyone sees changed.
    [TasksEvents.tagCarriedOver]: [],
    [TasksEvents.taskCarriedOver]: [],
  },
});
