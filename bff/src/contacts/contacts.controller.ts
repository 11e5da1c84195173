import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query, Req, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { APP_ACCESS, ContactsRoutes, type Contact, type ContactTag, type Country } from '@cis/contracts';
import {
  CreateContactTagDto, IdQueryDto, SearchContactsDto, UpdateContactDto, UpdateContactTagDto, UploadContactAvatarDto,
} from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CurrentUser, RequireAccess } from '../platform/auth/decorators';
import { NoBodyPipe } from '../platform/http/no-body.pipe';
import { AvatarUploadInterceptor } from './avatar-upload.interceptor';
import { ContactsCommands } from './contacts.commands';
import { ContactsQueries } from './contacts.queries';
import { CachedRead } from '../platform/read-cache/read-cache';

/** Spec 001 section 7, Contacts: the tenant's shared address book. */
@ApiTags('contacts')
@ApiBearerAuth()
@RequireAccess(APP_ACCESS.contacts)
@Controller()
export class ContactsController {
  constructor(private readonly contacts: ContactsCommands, private readonly queries: ContactsQueries) {}

  @CachedRead()
  @Get(ContactsRoutes.all)
  all(@CurrentUser() user: AuthUser): Promise<Contact[]> {
    return this.queries.all(user);
  }

  @CachedRead()
  @Get(ContactsRoutes.search)
  search(@CurrentUser() user: AuthUser, @Query() query: SearchContactsDto): Promise<Contact[]> {
    return this.queries.search(user, query.query);
  }

  @CachedRead()
  @Get(ContactsRoutes.contact)
  one(@CurrentUser() user: AuthUser, @Query() query: IdQueryDto): Promise<Contact> {
    return this.queries.one(user, query.id);
  }

  @Post(ContactsRoutes.contact)
  @HttpCode(200)
  create(@CurrentUser() user: AuthUser, @Body(NoBodyPipe) _body: unknown): Promise<Contact> {
    return this.contacts.create(user);
  }

  @Patch(ContactsRoutes.contact)
  update(@CurrentUser() user: AuthUser, @Body() dto: UpdateContactDto): Promise<Contact> {
    return this.contacts.update(user, dto.id, dto.contact);
  }

  @Delete(ContactsRoutes.contact)
  delete(@CurrentUser() user: AuthUser, @Query() query: IdQueryDto): Promise<true> {
    return this.contacts.delete(user, query.id);
  }

  @CachedRead()
  @Get(ContactsRoutes.countries)
  countries(@CurrentUser() user: AuthUser): Promise<Country[]> {
    return this.queries.countries(user);
  }

  @CachedRead()
  @Get(ContactsRoutes.tags)
  tags(@CurrentUser() user: AuthUser): Promise<ContactTag[]> {
    return this.queries.tags(user);
  }

  @Post(ContactsRoutes.tag)
  @HttpCode(200)
  createTag(@CurrentUser() user: AuthUser, @Body() dto: CreateContactTagDto): Promise<ContactTag> {
    return this.contacts.createTag(user, dto.tag);
  }

  @Patch(ContactsRoutes.tag)
  updateTag(@CurrentUser() user: AuthUser, @Body() dto: UpdateContactTagDto): Promise<ContactTag> {
    return this.contacts.updateTag(user, dto.id, dto.tag);
  }

  @Delete(ContactsRoutes.tag)
  deleteTag(@CurrentUser() user: AuthUser, @Query() query: IdQueryDto): Promise<true> {
    return this.contacts.deleteTag(user, query.id);
  }

  /** multipart/form-data: id (text) and avatar (the image file). */
  @Post(ContactsRoutes.avatar)
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(AvatarUploadInterceptor)
  uploadAvatar(@CurrentUser() user: AuthUser, @Body() dto: UploadContactAvatarDto, @Req() request: Request): Promise<Contact> {
    const file = request.file ? { buffer: request.file.buffer, size: request.file.size } : undefined;
    return this.contacts.uploadAvatar(user, dto.id, file);
  }
}
