import { IsInt, IsString } from 'class-validator';
import { ValidationFailed } from './error-envelope.filter';
import { createValidationPipe, validatedBody } from './validation';

class NoteDto {
  @IsString() title!: string;
  @IsInt() pages!: number;
}

describe('a body validated by a route itself', () => {
  const pipe = createValidationPipe();

  it('answers an instance of the DTO with the fields sent', async () => {
    const note = await validatedBody(pipe, { title: 'VAT', pages: 2 }, NoteDto);
    expect(note).toBeInstanceOf(NoteDto);
    expect(note).toEqual({ title: 'VAT', pages: 2 });
  });

  it('refuses an invalid body naming its fields, as the global pipe does', async () => {
    const refused = await validatedBody(pipe, { title: 3, pages: 2, extra: true }, NoteDto).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ValidationFailed);
    expect(refused instanceof ValidationFailed && refused.fieldErrors.map((e) => e.field).sort()).toEqual(['extra', 'title']);
  });
});
