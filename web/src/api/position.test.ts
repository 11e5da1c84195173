import { POSITION_HEADER } from '@cis/contracts';
import { configureHttp, http, resetHttp } from './http';
import { forgetKnownPosition, knownPosition } from './position';
import { receive, setLastPosition } from './socket';
import { fakeFetch } from './testing';

beforeEach(() => {
  resetHttp();
  forgetKnownPosition();
  setLastPosition(undefined);
});

it('sends no position until it knows one, then the highest it has seen in answers and pushes (read-your-writes across instances)', async () => {
  let answerPosition = '12';
  const f = fakeFetch(() => ({ body: {}, headers: { [POSITION_HEADER]: answerPosition } }));
  configureHttp({ fetch: f });
  await http.post('api/common/messages', { message: { title: 'x' } });
  expect(f.calls[0].headers).not.toHaveProperty(POSITION_HEADER);
  await http.get('api/common/messages');
  expect(f.calls[1].headers[POSITION_HEADER]).toBe('12');
  // A push further on raises it; an older answer never lowers it.
  receive({ type: 'inbox.item-created', position: 20, data: {} } as never);
  answerPosition = '15';
  await http.get('api/common/messages');
  expect(f.calls[2].headers[POSITION_HEADER]).toBe('20');
  expect(knownPosition()).toBe(20);
});
