import type { subOrderDashboardEn } from './sub-order-dashboard.en';

/** The SubOrder Dashboard (issue 15; spec 001 §2, §3 Sub-order row): the French words (web-strings-fr.ts explains why they are a module of their own). */
export const subOrderDashboardFr: typeof subOrderDashboardEn = {
  title: 'Tableau de bord des sous-commandes',
};
