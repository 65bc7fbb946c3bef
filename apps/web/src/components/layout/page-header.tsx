import type { ReactNode } from 'react';

export interface PageHeaderProps {
  readonly title: string;
  readonly actions?: ReactNode;
}

/** Every screen opens with its title as the page's only h1, which is also what e2e tests look for. */
export function PageHeader({ title, actions }: PageHeaderProps) {
  return (
    <header className="page-header">
      <h1 className="page-title">{title}</h1>
      {actions ? <div className="page-header-actions">{actions}</div> : null}
    </header>
  );
}
