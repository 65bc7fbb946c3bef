import type { ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ROUTES } from '@portal/contracts';
import { ScreenPlaceholder } from '../../components/layout';
import { screenRoutesForArea } from '../../lib/navigation';

export interface AreaRoutesProps {
  /** First path segment: 'orders', 'users'… */
  readonly area: string;
  /** Built screens by full route; every other route of the area shows its placeholder. */
  readonly screens?: Readonly<Record<string, ComponentType>>;
  /** Record pages by their list's route, at the list's address plus the id (decision 122). */
  readonly recordScreens?: Readonly<Record<string, ComponentType>>;
}

/**
 * The routing table of one lazily loaded area (spec 000 §2). Every route of the area listed in ROUTES gets a
 * screen, so menu entries and workspace links never dead-end while their features are being built.
 */
export function AreaRoutes({ area, screens = {}, recordScreens = {} }: AreaRoutesProps) {
  const routes = screenRoutesForArea(area);
  const prefix = `/${area}/`;
  return (
    <Routes>
      {routes[0] ? <Route index element={<Navigate to={routes[0]} replace />} /> : null}
      {routes.map((route) => {
        const Screen = screens[route];
        return (
          <Route
            key={route}
            path={route.slice(prefix.length)}
            element={Screen ? <Screen /> : <ScreenPlaceholder route={route} />}
          />
        );
      })}
      {Object.entries(recordScreens).map(([route, RecordScreen]) => (
        <Route key={`${route}/:id`} path={`${route.slice(prefix.length)}/:id`} element={<RecordScreen />} />
      ))}
      <Route path="*" element={<Navigate to={ROUTES.notFound} replace />} />
    </Routes>
  );
}
