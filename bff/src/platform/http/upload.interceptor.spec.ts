import { Controller, HttpCode, Post, Req, UseInterceptors, type INestApplication } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import type { Request } from 'express';
import request from 'supertest';
import { ErrorEnvelopeFilter } from '../errors/error-envelope.filter';
import { uploadInterceptor } from './upload.interceptor';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const MAX = 64;

const Strict = uploadInterceptor({
  field: 'scan', textFields: ['label'], maxTextFields: 1, noun: 'scan', required: true,
  tooLarge: { maxBytes: MAX, status: 413, code: 'scanTooLarge', message: `The scan is larger than ${MAX} bytes.` },
  accept: { allowed: ['image/png'], recognise: (head) => (head[0] === 0x89 && head[1] === 0x50 ? 'image/png' : head[0] === 0x25 ? 'application/pdf' : null), message: 'Only PNG scans.' },
});
const Lenient = uploadInterceptor({
  field: 'picture', textFields: [], maxTextFields: 1, noun: 'picture',
  tooLarge: { maxBytes: MAX, status: 400, code: 'tooLarge', message: 'The picture is too large.' },
});

@Controller()
class UploadsController {
  @Post('strict')
  @HttpCode(200)
  @UseInterceptors(Strict)
  strict(@Req() req: Request) {
    return { size: req.file?.size ?? null, label: req.body?.label ?? null };
  }

  @Post('lenient')
  @HttpCode(200)
  @UseInterceptors(Lenient)
  lenient(@Req() req: Request) {
    return { size: req.file?.size ?? null };
  }
}

/** The field each refusal names, as `field:code`. */
const named = (body: { errors?: { field: string; code: string }[]; params?: { field?: string }; code?: string }) =>
  body.errors?.map((e) => `${e.field}:${e.code}`) ?? (body.params?.field ? [`${body.params.field}:${body.code}`] : []);

describe('uploadInterceptor', () => {
  let app: INestApplication;
  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({ controllers: [UploadsController], providers: [{ provide: APP_FILTER, useClass: ErrorEnvelopeFilter }] }).compile();
    app = moduleRef.createNestApplication({ logger: false });
    await app.init();
  });
  afterAll(() => app.close());
  const post = (path: string) => request(app.getHttpServer()).post(path);

  it('hands an accepted file and its text fields to the route', async () => {
    const res = await post('/strict').field('label', 'front').attach('scan', PNG, { filename: 'a.png', contentType: 'image/png' }).expect(200);
    expect(res.body).toEqual({ size: PNG.length, label: 'front' });
    const exact = Buffer.alloc(MAX);
    exact.set(PNG);
    expect((await post('/strict').attach('scan', exact, 'a.png').expect(200)).body.size).toBe(MAX);
  });

  it('refuses a file over the limit with the status the rules give, naming the field, without reading it whole', async () => {
    const big = Buffer.alloc(MAX + 1);
    big.set(PNG);
    const over = await post('/strict').attach('scan', big, 'a.png').expect(413);
    expect(over.body).toMatchObject({ status: 413, code: 'scanTooLarge', params: { max: MAX, field: 'scan' } });
    const guard = await post('/lenient').attach('picture', big, 'a.png').expect(400);
    expect(named(guard.body)).toEqual(['picture:tooLarge']);
    expect(guard.body.developerMessage).toBe('The picture is too large.');
  });

  it('refuses a file of a type not accepted, judged by its bytes and not by its name or declared type', async () => {
    const pdf = await post('/strict').attach('scan', Buffer.from('%PDF-1.7 ...'), { filename: 'a.png', contentType: 'image/png' }).expect(400);
    expect(named(pdf.body)).toEqual(['scan:fileType']);
    const html = await post('/strict').attach('scan', Buffer.from('<html></html>'), { filename: 'a.png', contentType: 'image/png' }).expect(400);
    expect(named(html.body)).toEqual(['scan:fileType']);
    expect(html.body.developerMessage).toBe('Only PNG scans.');
  });

  it('refuses a missing or empty file when the file is required, and lets the route judge it otherwise', async () => {
    expect(named((await post('/strict').field('label', 'x').expect(400)).body)).toEqual(['scan:required']);
    expect(named((await post('/strict').attach('scan', Buffer.alloc(0), 'a.png').expect(400)).body)).toEqual(['scan:emptyFile']);
    expect((await post('/lenient').field('note', 'x').expect(200)).body).toEqual({ size: null });
  });

  it('refuses a body that is not multipart, a second file and an unexpected part, naming the field', async () => {
    const json = await post('/strict').send({ scan: 'x' }).expect(400);
    expect(named(json.body)).toEqual(['scan:multipartRequired']);
    expect(json.body.developerMessage).toBe('Send the scan as multipart/form-data with the fields "scan", "label".');
    const two = await post('/strict').attach('scan', PNG, 'a.png').attach('scan', PNG, 'b.png').expect(400);
    expect(named(two.body)).toEqual(['scan:uploadRefused']);
    const other = await post('/strict').attach('other', PNG, 'a.png').expect(400);
    expect(named(other.body)).toEqual(['scan:uploadRefused']);
    expect(other.body.developerMessage).toBe('Only one file, in the "scan" field, is accepted.');
    const fields = await post('/lenient').field('a', '1').field('b', '2').expect(400);
    expect(named(fields.body)).toEqual(['picture:uploadRefused']);
  });
});
