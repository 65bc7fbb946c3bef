import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { orderPicturesSchema, type OrderPictures, type SaveOrderPictureRequests } from '@portal/contracts';
import { API_BASE_PATH, apiClient } from '../../../../lib/api-client';
import { uploadFiles } from '../../../../lib/file-transfer';

/**
 * Every order query of the order screens sits under ['orders', …] (the Order Dashboard's key): a picture write
 * refreshes the dashboards' picture status and any open order with one invalidation.
 */
const ORDERS_QUERY_KEY = ['orders'] as const;

function picturesKey(orderId: number) {
  return [...ORDERS_QUERY_KEY, 'pictures', orderId] as const;
}

/** GET /api/orderPictures/:id: the order's sub-orders and items with their requests and pictures. */
export function useOrderPictures(orderId: number) {
  return useQuery({
    queryKey: picturesKey(orderId),
    queryFn: ({ signal }) =>
      apiClient.get(`orderPictures/${orderId}`, { schema: orderPicturesSchema, signal }),
  });
}

/** Each write answers the whole view: shown at once, then every other order query is refreshed. */
function usePictureWrite<TVariables>(
  orderId: number,
  write: (variables: TVariables) => Promise<OrderPictures>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (view) => {
      queryClient.setQueryData(picturesKey(orderId), view);
      await queryClient.invalidateQueries({
        queryKey: ORDERS_QUERY_KEY,
        predicate: (query) => query.queryKey[1] !== 'pictures' || query.queryKey[2] !== orderId,
      });
    },
  });
}

/** PUT /api/orderPictureRequest: requests, approvals and rejections, each with the version it read. */
export function useSavePictureRequests(orderId: number) {
  return usePictureWrite(orderId, (entries: SaveOrderPictureRequests['entries']) =>
    apiClient.put('orderPictureRequest', { orderId, entries }, { schema: orderPicturesSchema }),
  );
}

/** POST /api/uploadOrderItemPictures: one or several pictures of one item, all kept or none. */
export function useUploadPictures(orderId: number) {
  return usePictureWrite(orderId, ({ orderItemId, files }: { orderItemId: number; files: readonly File[] }) =>
    uploadFiles(
      `uploadOrderItemPictures?orderItemId=${orderItemId}`,
      files.map((file) => ({ file, fileName: file.name })),
      orderPicturesSchema,
    ),
  );
}

/** PUT /api/clearOrderItemPictures. */
export function useClearPictures(orderId: number) {
  return usePictureWrite(orderId, (orderItemId: number) =>
    apiClient.put('clearOrderItemPictures', { orderItemId }, { schema: orderPicturesSchema }),
  );
}

/** DELETE /api/orderItemPicture/:id. */
export function useDeletePicture(orderId: number) {
  return usePictureWrite(orderId, (pictureId: number) =>
    apiClient.delete(`orderItemPicture/${pictureId}`, { schema: orderPicturesSchema }),
  );
}

/** Where a picture and its thumbnail are read (with the session's token: useAuthenticatedImage). */
export function pictureUrl(pictureId: number): string {
  return `${API_BASE_PATH}orderItemPicture/${pictureId}`;
}

export function thumbnailUrl(pictureId: number): string {
  return `${API_BASE_PATH}orderItemPictureThumbnail/${pictureId}`;
}
