import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { NewEvent, Task, TaskTag, TaskType } from '@cis/contracts';
import type { TaskPatch } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CommandService } from '../platform/command/command.service';
import { EVENT_STORE, type EventStore, type ReadModelReader } from '../platform/event-store/event-store.port';
import { newId } from '../platform/ids';
import { TasksCollections as C, TasksDecider, byOrder, tasksStream, type TasksState } from './tasks.decider';
import { searchTasks } from './tasks.queries';

@Injectable()
export class TasksService {
  constructor(private readonly commands: CommandService, @Inject(EVENT_STORE) private readonly store: EventStore) {}

  private get rm(): ReadModelReader {
    return this.store.readModels;
  }

  tags(tenant: string): Promise<TaskTag[]> {
    return this.rm.list<TaskTag>(tenant, C.tags);
  }

  async all(tenant: string): Promise<Task[]> {
    return byOrder(await this.rm.list<Task>(tenant, C.tasks));
  }

  async search(tenant: string, query: string | undefined): Promise<Task[] | null> {
    return searchTasks(await this.rm.list<Task>(tenant, C.tasks), query);
  }

  async task(tenant: string, id: string): Promise<Task> {
    const task = await this.rm.get<Task>(tenant, C.tasks, id);
    if (!task) throw new NotFoundException();
    return task;
  }

  async createTag(user: AuthUser, title: string): Promise<TaskTag> {
    const tag = { id: newId(), title };
    await this.run(user, () => TasksDecider.createTag(tag));
    return this.tag(user.tenant, tag.id);
  }

  async updateTag(user: AuthUser, id: string, title: string): Promise<TaskTag> {
    await this.run(user, (state) => TasksDecider.updateTag(state, id, title));
    return this.tag(user.tenant, id);
  }

  async deleteTag(user: AuthUser, id: string): Promise<true> {
    await this.run(user, (state) => TasksDecider.deleteTag(state, id));
    return true;
  }

  async createTask(user: AuthUser, type: TaskType): Promise<Task> {
    const id = newId();
    await this.run(user, () => TasksDecider.createTask(id, type));
    return this.task(user.tenant, id);
  }

  async updateTask(user: AuthUser, id: string, patch: TaskPatch): Promise<Task> {
    await this.commands.execute<TasksState & { assignees: ReadonlySet<string> }>({
      stream: tasksStream(user.tenant),
      actor: user,
      load: async (rm) => ({
        ...(await loadTasks(rm, user.tenant)),
        // Contacts are another area's stream: a contact deleted meanwhile is the projection's to handle, not a conflict here.
        assignees: patch.assignedTo
          ? new Set((await rm.list<{ id: string }>(user.tenant, C.assignees)).map((contact) => contact.id))
          : new Set<string>(),
      }),
      decide: (state) => TasksDecider.updateTask(state, id, patch, state.assignees, newId),
    });
    return this.task(user.tenant, id);
  }

  async deleteTask(user: AuthUser, id: string): Promise<true> {
    await this.run(user, (state) => TasksDecider.deleteTask(state, id));
    return true;
  }

  /** Answers every task in the new order. */
  async reorder(user: AuthUser, ids: string[]): Promise<Task[]> {
    await this.run(user, (state) => TasksDecider.reorder(state, ids));
    return this.all(user.tenant);
  }

  private async tag(tenant: string, id: string): Promise<TaskTag> {
    const tag = await this.rm.get<TaskTag>(tenant, C.tags, id);
    if (!tag) throw new NotFoundException();
    return tag;
  }

  private run(user: AuthUser, decide: (state: TasksState) => NewEvent[]) {
    return this.commands.execute<TasksState>({
      stream: tasksStream(user.tenant),
      actor: user,
      load: (rm) => loadTasks(rm, user.tenant),
      decide,
    });
  }
}

async function loadTasks(rm: ReadModelReader, tenant: string): Promise<TasksState> {
  const [tasks, tags] = await Promise.all([rm.list<Task>(tenant, C.tasks), rm.list<TaskTag>(tenant, C.tags)]);
  return { tasks, tags };
}
