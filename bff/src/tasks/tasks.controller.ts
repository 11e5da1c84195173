import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { APP_ACCESS, TasksRoutes as R, type Task, type TaskTag } from '@cis/contracts';
import {
  CreateTaskDto, CreateTaskTagDto, IdQueryDto, TaskSearchQueryDto, UpdateTaskDto, UpdateTasksOrderDto, UpdateTaskTagDto,
} from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CurrentUser, RequireAccess } from '../platform/auth/decorators';
import { CachedRead } from '../platform/read-cache/read-cache';
import { TasksCommands } from './tasks.commands';
import { TasksQueries } from './tasks.queries';

const BASE = 'api/apps/tasks';
const path = (route: string): string => route.slice(BASE.length + 1);

@ApiTags('tasks')
@ApiBearerAuth()
@RequireAccess(APP_ACCESS.tasks)
@Controller(BASE)
export class TasksController {
  constructor(private readonly tasks: TasksCommands, private readonly queries: TasksQueries) {}

  @CachedRead()
  @Get(path(R.tags))
  tags(@CurrentUser() user: AuthUser): Promise<TaskTag[]> {
    return this.queries.tags(user.tenant);
  }

  @Post(path(R.tag))
  @HttpCode(200)
  createTag(@CurrentUser() user: AuthUser, @Body() dto: CreateTaskTagDto): Promise<TaskTag> {
    return this.tasks.createTag(user, dto.tag.title);
  }

  @Patch(path(R.tag))
  updateTag(@CurrentUser() user: AuthUser, @Body() dto: UpdateTaskTagDto): Promise<TaskTag> {
    return this.tasks.updateTag(user, dto.id, dto.tag);
  }

  /** Also removes the tag from every task. */
  @Delete(path(R.tag))
  deleteTag(@CurrentUser() user: AuthUser, @Query() query: IdQueryDto): Promise<true> {
    return this.tasks.deleteTag(user, query.id);
  }

  @CachedRead()
  @Get(path(R.all))
  all(@CurrentUser() user: AuthUser): Promise<Task[]> {
    return this.queries.all(user.tenant);
  }

  /** null for an empty query (sent as JSON null by the platform's JsonScalarsExpressAdapter). */
  @CachedRead()
  @Get(path(R.search))
  search(@CurrentUser() user: AuthUser, @Query() query: TaskSearchQueryDto): Promise<Task[] | null> {
    return this.queries.search(user.tenant, query.query);
  }

  @Patch(path(R.order))
  reorder(@CurrentUser() user: AuthUser, @Body() dto: UpdateTasksOrderDto): Promise<Task[]> {
    return this.tasks.reorder(user, dto.tasks);
  }

  @CachedRead()
  @Get(path(R.task))
  task(@CurrentUser() user: AuthUser, @Query() query: IdQueryDto): Promise<Task> {
    return this.queries.task(user.tenant, query.id);
  }

  /** A new empty task or section, placed first. */
  @Post(path(R.task))
  @HttpCode(200)
  createTask(@CurrentUser() user: AuthUser, @Body() dto: CreateTaskDto): Promise<Task> {
    return this.tasks.createTask(user, dto.type);
  }

  @Patch(path(R.task))
  updateTask(@CurrentUser() user: AuthUser, @Body() dto: UpdateTaskDto): Promise<Task> {
    return this.tasks.updateTask(user, dto.id, dto.task);
  }

  @Delete(path(R.task))
  deleteTask(@CurrentUser() user: AuthUser, @Query() query: IdQueryDto): Promise<true> {
    return this.tasks.deleteTask(user, query.id);
  }
}
