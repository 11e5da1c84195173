import { Injectable } from '@nestjs/common';
import { TasksEvents, type StoredOf, type Task, type TaskTag, type TasksEvent } from '@cis/contracts';
import { ProjectionProvider } from '../platform/discovery';
import type { Projection, ReadModelWriter } from '../platform/event-store/event-store.port';
import { TasksCollections as C, byOrder } from './tasks.decider';

/** Read models: 'tasks' (with their order, which is this projection's: see tasksOrderStream) and 'tasks-tags' of the tenant. */
@ProjectionProvider()
@Injectable()
export class TasksProjection implements Projection<TasksEvent> {
  readonly name = 'tasks';
  readonly handles = Object.values(TasksEvents);

  async apply(event: StoredOf<TasksEvent>, rm: ReadModelWriter): Promise<void> {
    switch (event.type) {
      case TasksEvents.tagCreated:
        await rm.put(C.tags, event.data.tag.id, event.data.tag);
        return;
      case TasksEvents.tagUpdated: {
        const { id, title } = event.data;
        const tag = await rm.get<TaskTag>(C.tags, id);
        if (tag) await rm.put(C.tags, id, { ...tag, title });
        return;
      }
      case TasksEvents.tagDeleted: {
        const { id } = event.data;
        await rm.delete(C.tags, id);
        for (const task of await rm.list<Task>(C.tasks)) {
          if (task.tags.includes(id)) await rm.put(C.tasks, task.id, { ...task, tags: task.tags.filter((t) => t !== id) });
        }
        return;
      }
      case TasksEvents.taskCreated: {
        // The new task takes its order; every task at or after it moves one down.
        const { task } = event.data;
        for (const other of await rm.list<Task>(C.tasks)) {
          if (other.order >= task.order) await rm.put(C.tasks, other.id, { ...other, order: other.order + 1 });
        }
        await rm.put(C.tasks, task.id, task);
        return;
      }
      case TasksEvents.taskUpdated: {
        const { id, changes } = event.data;
        const task = await rm.get<Task>(C.tasks, id);
        if (task) await rm.put(C.tasks, id, { ...task, ...changes });
        return;
      }
      case TasksEvents.taskDeleted: {
        const task = await rm.get<Task>(C.tasks, event.data.id);
        if (!task) return;
        await rm.delete(C.tasks, task.id);
        for (const other of await rm.list<Task>(C.tasks)) {
          if (other.order > task.order) await rm.put(C.tasks, other.id, { ...other, order: other.order - 1 });
        }
        return;
      }
      case TasksEvents.tasksReordered: {
        // The named tasks first (those deleted since are gone), then the tasks they do not name (created since, on
        // their own streams) in their order: 0, 1, 2 ... A reorder of the log before streams per task named every
        // task, so it numbers them exactly as it did.
        const tasks = byOrder(await rm.list<Task>(C.tasks));
        const byId = new Map(tasks.map((task) => [task.id, task]));
        const named = event.data.ids.filter((id) => byId.has(id));
        const order = [...named, ...tasks.map((task) => task.id).filter((id) => !named.includes(id))];
        for (const [index, id] of order.entries()) {
          const task = byId.get(id);
          if (task && task.order !== index) await rm.put(C.tasks, id, { ...task, order: index });
        }
        return;
      }
      case TasksEvents.tagCarriedOver:
      case TasksEvents.taskCarriedOver:
        // The read model already holds it as carried: only its stream changed.
        return;
    }
  }
}
