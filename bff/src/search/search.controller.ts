import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { SearchRoutes, type SearchResultSet } from '@cis/contracts';
import { SearchDto } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CurrentUser } from '../platform/auth/decorators';
import { SearchQueries } from './search.queries';

@ApiTags('search')
@ApiBearerAuth()
@Controller(SearchRoutes.base)
export class SearchController {
  constructor(private readonly queries: SearchQueries) {}

  /** A read in a POST (the query travels in the body, spec 001): writes nothing. */
  @Post()
  @HttpCode(200)
  search(@CurrentUser() user: AuthUser, @Body() dto: SearchDto): Promise<SearchResultSet[]> {
    return this.queries.search(user, dto.query);
  }
}
