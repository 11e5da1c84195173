import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { APP_ACCESS, NotesRoutes, type NoteLabel, type NoteView } from '@cis/contracts';
import { AddNoteTaskDto, CreateNoteDto, CreateNoteLabelDto, IdQueryDto, UpdateNoteDto, UpdateNoteLabelDto } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CurrentUser, RequireAccess } from '../platform/auth/decorators';
import { CachedRead } from '../platform/read-cache/read-cache';
import { NotesCommands } from './notes.commands';
import { NotesQueries } from './notes.queries';

const path = (route: string): string => route.slice(NotesRoutes.base.length + 1);

@ApiTags('notes')
@ApiBearerAuth()
@RequireAccess(APP_ACCESS.notes)
@Controller(NotesRoutes.base)
export class NotesController {
  constructor(private readonly notes: NotesCommands, private readonly queries: NotesQueries) {}

  @CachedRead()
  @Get(path(NotesRoutes.labels))
  labels(@CurrentUser() user: AuthUser): Promise<NoteLabel[]> {
    return this.queries.labels(user.tenant);
  }

  /** Answers every label. */
  @Post(path(NotesRoutes.labels))
  @HttpCode(200)
  createLabel(@CurrentUser() user: AuthUser, @Body() dto: CreateNoteLabelDto): Promise<NoteLabel[]> {
    return this.notes.createLabel(user, dto.title);
  }

  @Patch(path(NotesRoutes.labels))
  renameLabel(@CurrentUser() user: AuthUser, @Body() dto: UpdateNoteLabelDto): Promise<NoteLabel[]> {
    return this.notes.renameLabel(user, dto.label.id, dto.label.title);
  }

  /** Strips the label from every note; answers the remaining labels. */
  @Delete(path(NotesRoutes.labels))
  deleteLabel(@CurrentUser() user: AuthUser, @Query() query: IdQueryDto): Promise<NoteLabel[]> {
    return this.notes.deleteLabel(user, query.id);
  }

  @Post(path(NotesRoutes.tasks))
  @HttpCode(200)
  addTask(@CurrentUser() user: AuthUser, @Body() dto: AddNoteTaskDto): Promise<NoteView> {
    return this.notes.addTask(user, dto.note.id, dto.task);
  }

  @CachedRead()
  @Get(path(NotesRoutes.all))
  all(@CurrentUser() user: AuthUser): Promise<NoteView[]> {
    return this.queries.all(user.tenant);
  }

  @Post()
  @HttpCode(200)
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateNoteDto): Promise<NoteView> {
    return this.notes.create(user, dto.note);
  }

  @Patch()
  update(@CurrentUser() user: AuthUser, @Body() dto: UpdateNoteDto): Promise<NoteView> {
    return this.notes.update(user, dto.updatedNote);
  }

  @Delete()
  delete(@CurrentUser() user: AuthUser, @Query() query: IdQueryDto): Promise<true> {
    return this.notes.delete(user, query.id);
  }
}
