import '../test/text-encoding.polyfill';
import type { ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { http, toApiError } from '../api/http';
import ChatPage from '../features/chat/ChatPage';
import ContactsPage from '../features/contacts/ContactsPage';
import InventoryPage from '../features/inventory/InventoryPage';
import BoardsPage from '../features/scrumboard/BoardsPage';
import FileManagerPage from '../features/file-manager/FileManagerPage';

/**
 * A failed load is said to be one, with a way to try again, on the five screens that used to show their empty list
 * ('You have no chats yet', 'This folder does not exist.' ...) when the BFF answered 500.
 */
jest.mock('react-i18next', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en-US' } }),
}));
jest.mock('../shell/page/PageFrame', () => ({ PageFrame: ({ children }: { children: ReactNode }) => <div>{children}</div> }));
jest.mock('../api/http', () => {
  const actual = jest.requireActual('../api/http');
  return { ...actual, http: { get: jest.fn(), post: jest.fn(), patch: jest.fn(), put: jest.fn(), delete: jest.fn() } };
});

const get = jest.mocked(http.get);

function page(element: ReactNode, path: string, url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes><Route path={path} element={element} /></Routes>
    </MemoryRouter>,
  );
}

const SCREENS: Array<{ name: string; element: ReactNode; path: string; url: string; failed: string; empty: string }> = [
  { name: 'chat', element: <ChatPage />, path: '/apps/chat/:id?', url: '/apps/chat', failed: 'chat-failed', empty: 'chat-empty' },
  { name: 'contacts', element: <ContactsPage />, path: '/apps/contacts/:id?', url: '/apps/contacts', failed: 'contacts-failed', empty: 'contacts-empty' },
  { name: 'inventory', element: <InventoryPage />, path: '/apps/ecommerce/inventory', url: '/apps/ecommerce/inventory', failed: 'inventory-failed', empty: 'inventory-empty' },
  { name: 'scrumboard boards', element: <BoardsPage />, path: '/apps/scrumboard', url: '/apps/scrumboard', failed: 'scrumboard-failed', empty: 'scrumboard-empty' },
  { name: 'file manager', element: <FileManagerPage />, path: '/apps/file-manager', url: '/apps/file-manager', failed: 'fm-failed', empty: 'fm-empty' },
];

beforeEach(() => {
  get.mockReset();
  get.mockRejectedValue(toApiError(500, { status: 500, error: 'Internal Server Error' }));
});

it.each(SCREENS.map((s) => [s.name, s] as const))('%s: a failed load says so and tries again', async (_name, s) => {
  page(s.element, s.path, s.url);
  const failed = await screen.findByTestId(s.failed);
  expect(failed.textContent).toContain('apps.state.loadFailed');
  expect(screen.queryByTestId(s.empty)).toBeNull();
  const calls = get.mock.calls.length;
  await act(async () => {
    fireEvent.click(screen.getByTestId(`${s.failed}-retry`));
  });
  await waitFor(() => expect(get.mock.calls.length).toBeGreaterThan(calls));
});

it('file manager: a folder that does not exist (404) still says so', async () => {
  get.mockRejectedValue(toApiError(404, { status: 404, error: 'Not Found' }));
  page(<FileManagerPage />, '/apps/file-manager/folders/:folderId', '/apps/file-manager/folders/nope');
  await screen.findByTestId('fm-not-found');
  expect(screen.queryByTestId('fm-failed')).toBeNull();
});
