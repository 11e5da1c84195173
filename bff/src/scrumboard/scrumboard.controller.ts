import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { APP_ACCESS, ScrumboardRoutes as R, type BoardSummary, type BoardView, type ScrumCardView, type ScrumLabel, type ScrumList } from '@cis/contracts';
import {
  BoardIdQueryDto, CreateScrumCardDto, CreateScrumLabelDto, CreateScrumListDto, IdQueryDto, UpdateScrumCardDto,
  UpdateScrumCardPositionsDto, UpdateScrumCardsDto, UpdateScrumLabelDto, UpdateScrumListDto, UpdateScrumListsDto,
} from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CurrentUser, RequireAccess } from '../platform/auth/decorators';
import { CachedRead } from '../platform/read-cache/read-cache';
import { ScrumboardCommands } from './scrumboard.commands';
import { ScrumboardQueries } from './scrumboard.queries';

const BASE = 'api/apps/scrumboard';
const path = (route: string): string => route.slice(BASE.length + 1);

@ApiTags('scrumboard')
@ApiBearerAuth()
@RequireAccess(APP_ACCESS.scrumboard)
@Controller(BASE)
export class ScrumboardController {
  constructor(private readonly scrumboard: ScrumboardCommands, private readonly queries: ScrumboardQueries) {}

  @CachedRead()
  @Get(path(R.boards))
  boards(@CurrentUser() user: AuthUser): Promise<BoardSummary[]> {
    return this.queries.boards(user.tenant);
  }

  @CachedRead()
  @Get(path(R.board))
  board(@CurrentUser() user: AuthUser, @Query() query: IdQueryDto): Promise<BoardView> {
    return this.queries.board(user.tenant, query.id);
  }

  @Post(path(R.list))
  @HttpCode(200)
  createList(@CurrentUser() user: AuthUser, @Body() dto: CreateScrumListDto): Promise<ScrumList> {
    return this.scrumboard.createList(user, dto.list);
  }

  @Patch(path(R.list))
  updateList(@CurrentUser() user: AuthUser, @Body() dto: UpdateScrumListDto): Promise<ScrumList> {
    return this.scrumboard.updateList(user, dto.list);
  }

  /** Also removes the list's cards. */
  @Delete(path(R.list))
  deleteList(@CurrentUser() user: AuthUser, @Query() query: IdQueryDto): Promise<true> {
    return this.scrumboard.deleteList(user, query.id);
  }

  @Patch(path(R.lists))
  updateLists(@CurrentUser() user: AuthUser, @Body() dto: UpdateScrumListsDto): Promise<ScrumList[]> {
    return this.scrumboard.updateLists(user, dto.lists);
  }

  @Put(path(R.card))
  createCard(@CurrentUser() user: AuthUser, @Body() dto: CreateScrumCardDto): Promise<ScrumCardView> {
    return this.scrumboard.createCard(user, dto.card);
  }

  @Patch(path(R.card))
  updateCard(@CurrentUser() user: AuthUser, @Body() dto: UpdateScrumCardDto): Promise<ScrumCardView> {
    return this.scrumboard.updateCard(user, dto.id, dto.card);
  }

  @Delete(path(R.card))
  deleteCard(@CurrentUser() user: AuthUser, @Query() query: IdQueryDto): Promise<true> {
    return this.scrumboard.deleteCard(user, query.id);
  }

  @Patch(path(R.cards))
  updateCards(@CurrentUser() user: AuthUser, @Body() dto: UpdateScrumCardsDto): Promise<ScrumCardView[]> {
    return this.scrumboard.updateCards(user, dto.cards);
  }

  @Patch(path(R.cardPositions))
  cardPositions(@CurrentUser() user: AuthUser, @Body() dto: UpdateScrumCardPositionsDto): Promise<ScrumCardView[]> {
    return this.scrumboard.cardPositions(user, dto.cards);
  }

  @CachedRead()
  @Get(path(R.labels))
  labels(@CurrentUser() user: AuthUser, @Query() query: BoardIdQueryDto): Promise<ScrumLabel[]> {
    return this.queries.labels(user.tenant, query.boardId);
  }

  @Put(path(R.label))
  createLabel(@CurrentUser() user: AuthUser, @Body() dto: CreateScrumLabelDto): Promise<ScrumLabel> {
    return this.scrumboard.createLabel(user, dto.label);
  }

  @Patch(path(R.label))
  updateLabel(@CurrentUser() user: AuthUser, @Body() dto: UpdateScrumLabelDto): Promise<ScrumLabel> {
    return this.scrumboard.updateLabel(user, dto.id, dto.label);
  }

  /** Cards using the label lose it. */
  @Delete(path(R.label))
  deleteLabel(@CurrentUser() user: AuthUser, @Query() query: IdQueryDto): Promise<true> {
    return this.scrumboard.deleteLabel(user, query.id);
  }
}
