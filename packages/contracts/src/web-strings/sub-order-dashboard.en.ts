/** The SubOrder Dashboard (issue 15; spec 001 §2, §3 Sub-order row): the English words and the shape the French must match. */
export const subOrderDashboardEn = {
  title: 'SubOrder Dashboard',
};
