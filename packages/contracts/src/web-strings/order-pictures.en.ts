/** The Order picture manager (issue 15; spec 001 §2 /orders/order-picture-manager, §3 picture request): the English words and the shape the French must match. */
export const orderPicturesEn = {
  title: 'Order Picture Manager',
};
