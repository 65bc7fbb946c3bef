import {
  useClearPictures,
  useDeletePicture,
  useSavePictureRequests,
  useUploadPictures,
} from '../api/order-pictures';

/** The picture manager's writes on one order, made once for all its items (each answers the whole view). */
export function useOrderPictureWrites(orderId: number) {
  return {
    save: useSavePictureRequests(orderId),
    upload: useUploadPictures(orderId),
    clear: useClearPictures(orderId),
    remove: useDeletePicture(orderId),
  };
}
