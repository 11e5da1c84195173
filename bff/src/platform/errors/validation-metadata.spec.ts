import { IsInt, IsString, MaxLength, validate } from 'class-validator';
import { rememberValidationMetadata } from './validation-metadata';

const failed = async (object: object) => (await validate(object)).map((error) => `${error.property}:${Object.keys(error.constraints ?? {}).join(',')}`);

describe('class-validator lookups, remembered', () => {
  beforeAll(() => rememberValidationMetadata());

  it('finds a class\'s own and inherited rules, the same on the second validation as on the first', async () => {
    class Note {
      @IsString() title: unknown = 1;
    }
    class Letter extends Note {
      @MaxLength(3) body: unknown = 'too long';
    }
    expect(await failed(new Note())).toEqual(['title:isString']);
    expect(await failed(new Letter())).toEqual(['body:maxLength', 'title:isString']);
    expect(await failed(new Letter())).toEqual(['body:maxLength', 'title:isString']);
  });

  it('forgets what it remembered when a rule is added after a validation', async () => {
    class Counter {
      @IsString() name = 'ok';
      count: unknown = 1.5;
    }
    expect(await failed(new Counter())).toEqual([]);
    IsInt()(Counter.prototype, 'count');
    expect(await failed(new Counter())).toEqual(['count:isInt']);
  });
});
