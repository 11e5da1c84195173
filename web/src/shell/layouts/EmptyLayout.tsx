import { Outlet } from 'react-router-dom';

/** Only the routed content (the loading bar is the app root's). */
export function EmptyLayout() {
  return (
    <div className="layout layout-empty" data-layout="empty">
      <Outlet />
    </div>
  );
}
