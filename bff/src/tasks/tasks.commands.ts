import { Inject, Injectable } from '@nestjs/common';
import { TasksEvents, type Task, type TaskTag, type TaskType, type TasksEvent } from '@cis/contracts';
import type { TaskPatch, TaskRef, TaskTagPatch } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CommandService } from '../platform/command/command.service';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { newId } from '../platform/ids';
import {
  TaskDecider, TaskOrderDecider, TasksCollections as C, TaskTagDecider, blankTask, taskStream, taskTagStream, tasksOrderStream,
  type TaskCommand, type TaskTagCommand,
} from './tasks.decider';
import { TasksQueries } from './tasks.queries';

/** The task list's commands: what a decision needs from outside its stream is looked up here, then the decider decides. */
@Injectable()
export class TasksCommands {
  constructor(
    private readonly commands: CommandService,
    private readonly queries: TasksQueries,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async createTag(user: AuthUser, title: string): Promise<TaskTag> {
    const tag = { id: newId(), title };
    await this.onTag(user, tag.id, { type: 'create', tag });
    return this.queries.tag(user.tenant, tag.id);
  }

  async updateTag(user: AuthUser, id: string, patch: TaskTagPatch): Promise<TaskTag> {
    await this.onTag(user, id, { type: 'update', id, patch });
    return this.queries.tag(user.tenant, id);
  }

  async deleteTag(user: AuthUser, id: string): Promise<true> {
    await this.onTag(user, id, { type: 'delete', id });
    return true;
  }

  /** A new empty task or section, placed first. */
  async createTask(user: AuthUser, type: TaskType): Promise<Task> {
    const task = blankTask(newId(), type);
    await this.onTask(user, task.id, { type: 'create', task });
    return this.queries.task(user.tenant, task.id);
  }

  async updateTask(user: AuthUser, id: string, patch: TaskPatch): Promise<Task> {
    const rm = this.store.readModels;
    const [stored, tags, assignee] = await Promise.all([
      rm.get<Task>(user.tenant, C.tasks, id),
      patch.tags !== undefined ? rm.list<{ id: string }>(user.tenant, C.tags) : [],
      // Contacts are another area's: a contact deleted meanwhile is the projection's to handle, not a conflict here.
      patch.assignedTo ? rm.get(user.tenant, C.assignees, patch.assignedTo) : undefined,
    ]);
    await this.onTask(user, id, {
      type: 'update', id, patch, order: stored?.order ?? 0, tagIds: new Set(tags.map((tag) => tag.id)),
      assigneeExists: assignee !== undefined, newSubTaskIds: (patch.subTasks ?? []).map(() => newId()),
    });
    return this.queries.task(user.tenant, id);
  }

  async deleteTask(user: AuthUser, id: string): Promise<true> {
    await this.onTask(user, id, { type: 'delete', id });
    return true;
  }

  /** Answers every task in the new order. */
  async reorder(user: AuthUser, tasks: TaskRef[]): Promise<Task[]> {
    const current = await this.queries.all(user.tenant);
    await this.commands.handle({ decider: TaskOrderDecider, stream: tasksOrderStream(user.tenant), actor: user, command: { type: 'reorder', tasks, current } });
    return this.queries.all(user.tenant);
  }

  private onTask(user: AuthUser, id: string, command: TaskCommand) {
    return this.commands.handle({
      decider: TaskDecider, stream: taskStream(user.tenant, id), actor: user, command,
      // A task of the tenant's tasks stream (before streams per task) is carried over at its first change.
      carryOver: command.type === 'create' ? undefined : async (): Promise<TasksEvent[]> => {
        const task = await this.store.readModels.get<Task>(user.tenant, C.tasks, id);
        return task ? [{ type: TasksEvents.taskCarriedOver, data: { task } }] : [];
      },
    });
  }

  private onTag(user: AuthUser, id: string, command: TaskTagCommand) {
    return this.commands.handle({
      decider: TaskTagDecider, stream: taskTagStream(user.tenant, id), actor: user, command,
      carryOver: command.type === 'create' ? undefined : async (): Promise<TasksEvent[]> => {
        const tag = await this.store.readModels.get<TaskTag>(user.tenant, C.tags, id);
        return tag ? [{ type: TasksEvents.tagCarriedOver, data: { tag } }] : [];
      },
    });
  }
}
