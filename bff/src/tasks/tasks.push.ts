import { APP_ACCESS, TasksEvents, type TasksEvent } from '@cis/contracts';
import { definePush, to } from '../platform/realtime/push-routes';

/** Whoever may open the app (APP_ACCESS.tasks: staff), the same rule as its routes. */
const TASKS_AUDIENCE = [to.access(APP_ACCESS.tasks)];

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
