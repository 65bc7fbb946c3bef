import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { APP_NAME } from '@portal/contracts';
import { Logo } from './logo';

/** spec 000 §2: the static layout shows the portal name and logo above the routed content. */
export interface StaticLayoutProps {
  /** Content to show instead of the routed page, for the router's error element. */
  readonly children?: ReactNode;
}

export function StaticLayout({ children }: StaticLayoutProps) {
  return (
    <div className="static-layout">
      <header className="static-layout-brand">
        <Logo size={48} />
        <span className="static-layout-name">{APP_NAME}</span>
      </header>
      <main className="static-layout-content">{children ?? <Outlet />}</main>
    </div>
  );
}
