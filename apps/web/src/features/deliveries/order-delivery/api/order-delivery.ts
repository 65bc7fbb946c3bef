import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  BOL_UPLOAD_FIELDS,
  calculatedRouteSchema,
  deletedDeliverySchema,
  deliveryItemSummarySchema,
  deliveryWizardPageSchema,
  optimizedRouteSchema,
  orderDeliverySchema,
  quoteDeliveryPlanSchema,
  truckSubTypeLengthSchema,
  VERSION_HEADER,
  type CalculateRouteRequest,
  type CreateOrderDelivery,
  type CreateQuoteDelivery,
  type OptimizeRouteRequest,
  type OrderDelivery,
  type UpdateDelivery,
} from '@portal/contracts';
import { apiClient } from '../../../../lib/api-client';
import { downloadFile, openFile, uploadForm } from '../../../../lib/file-transfer';
import { REFERENCE_DATA_QUERY_KEY, REFERENCE_STALE_TIME_MS } from '../../../../lib/reference-data';
import { ORDER_DELIVERY_KIND, QUOTE_DELIVERY_KIND, type DeliveryKind } from '../delivery-kind';

/** Every order delivery query starts with this key (the workspace's record, the wizard's pages). */
export const ORDER_DELIVERIES_QUERY_KEY = ORDER_DELIVERY_KIND.queryKey;

function recordKey(id: number, kind: DeliveryKind = ORDER_DELIVERY_KIND) {
  return [...kind.queryKey, 'record', id] as const;
}

/** Every other query of the kind (the wizard's pages, a quote's lines) is read again after a write. */
function invalidateLists(queryClient: ReturnType<typeof useQueryClient>, kind: DeliveryKind) {
  return queryClient.invalidateQueries({
    queryKey: kind.queryKey,
    predicate: (query) => query.queryKey[1] !== 'record',
  });
}

/** The wizard's page size: an order's items on one or two pages, a large one paged (decision 209). */
export const WIZARD_PAGE_SIZE = 25;

/** GET orderDeliverySubOrderPageableResult (spec 000 §7): a page of the order's items, with their delivery. */
export function getWizardPageQueryOptions(orderId: number, page: number) {
  return queryOptions({
    queryKey: [...ORDER_DELIVERIES_QUERY_KEY, 'wizard', orderId, page] as const,
    queryFn: ({ signal }) =>
      apiClient.get(
        `orderDeliverySubOrderPageableResult?orderId=${orderId}&page=${page}&size=${WIZARD_PAGE_SIZE}`,
        {
          schema: deliveryWizardPageSchema,
          signal,
        },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useWizardPage(orderId: number, page: number) {
  return useQuery(getWizardPageQueryOptions(orderId, page));
}

/** POST orderDelivery (spec 000 §7): the items on `truckCount` new draft deliveries. */
export function useCreateOrderDeliveries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOrderDelivery) =>
      apiClient.post('orderDelivery', body, { schema: z.array(orderDeliverySchema) }),
    onSuccess: (deliveries) => {
      for (const delivery of deliveries) queryClient.setQueryData(recordKey(delivery.id), delivery);
      void invalidateLists(queryClient, ORDER_DELIVERY_KIND);
    },
  });
}

/** GET orderDelivery/{id} or quoteDelivery/{id} (spec 000 §3, §7; 001 §7): the workspace's record. */
export function getOrderDeliveryQueryOptions(id: number, kind: DeliveryKind = ORDER_DELIVERY_KIND) {
  return queryOptions({
    queryKey: recordKey(id, kind),
    queryFn: ({ signal }) => apiClient.get(`${kind.resource}/${id}`, { schema: orderDeliverySchema, signal }),
  });
}

/** The delivery as stored now, outside the cache: what another user changed, told without replacing the form. */
export function readOrderDelivery(id: number, kind: DeliveryKind = ORDER_DELIVERY_KIND) {
  return apiClient.get(`${kind.resource}/${id}`, { schema: orderDeliverySchema });
}

export function useOrderDelivery(id: number, kind: DeliveryKind = ORDER_DELIVERY_KIND) {
  return useQuery(getOrderDeliveryQueryOptions(id, kind));
}

/** Every answer that is the whole delivery replaces the cached one; the wizard's pages are read again. */
function useStoreDelivery(kind: DeliveryKind = ORDER_DELIVERY_KIND) {
  const queryClient = useQueryClient();
  return (delivery: OrderDelivery) => {
    queryClient.setQueryData(recordKey(delivery.id, kind), delivery);
    void invalidateLists(queryClient, kind);
  };
}

const versionHeaders = (version: number) => ({ [VERSION_HEADER]: String(version) });

/** PUT orderDelivery / quoteDelivery with the version read (spec 000 §3 update payload; 409 outdated). */
export function useSaveOrderDelivery(kind: DeliveryKind = ORDER_DELIVERY_KIND) {
  const storeDelivery = useStoreDelivery(kind);
  return useMutation({
    mutationFn: ({ body, version }: { body: UpdateDelivery; version: number }) =>
      apiClient.put(kind.resource, body, { schema: orderDeliverySchema, headers: versionHeaders(version) }),
    onSuccess: storeDelivery,
  });
}

/**
 * GET updateOrderDeliveryStatus/{deliveryId}/{deliveryStatusId} (spec 000 §7, decision 209): booked publishes (a
 * booked one is republished), draft moves a booked one back.
 */
export function useMoveOrderDelivery() {
  const storeDelivery = useStoreDelivery();
  return useMutation({
    mutationFn: ({ id, statusId, version }: { id: number; statusId: number; version: number }) =>
      apiClient.get(`updateOrderDeliveryStatus/${id}/${statusId}`, {
        schema: orderDeliverySchema,
        headers: versionHeaders(version),
      }),
    onSuccess: storeDelivery,
  });
}

/** GET toggleOrderDeliveryVehicleBilled/{id} (spec 001 §7; super admin and finance, decision 209). */
export function useToggleVehicleBilled() {
  const storeDelivery = useStoreDelivery();
  return useMutation({
    mutationFn: (id: number) =>
      apiClient.get(`toggleOrderDeliveryVehicleBilled/${id}`, { schema: orderDeliverySchema }),
    onSuccess: storeDelivery,
  });
}

/** DELETE orderDelivery/{id} or quoteDelivery/{id} with the version read (spec 000 §7, 001 §7). */
export function useDeleteOrderDelivery(kind: DeliveryKind = ORDER_DELIVERY_KIND) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) =>
      apiClient.delete(`${kind.resource}/${id}`, {
        schema: deletedDeliverySchema,
        headers: versionHeaders(version),
      }),
    onSuccess: () => invalidateLists(queryClient, kind),
  });
}

const updatedItemsSchema = z.object({ delivery: orderDeliverySchema.nullable(), deleted: z.boolean() });

/**
 * PUT updateOrderDeliveryItems (spec 000 §3 item update payload, version header): a pickup stop's whole list; an
 * empty list removes the stop, and with no pickup left the delivery is deleted (`deleted: true`).
 */
export function useUpdateStopItems(kind: DeliveryKind = ORDER_DELIVERY_KIND) {
  const storeDelivery = useStoreDelivery(kind);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      deliveryId,
      pickupStopId,
      itemIds,
      version,
    }: {
      deliveryId: number;
      pickupStopId: number;
      itemIds: readonly number[];
      version: number;
    }) =>
      apiClient.put(kind.updateItemsCall, kind.updateItemsBody(deliveryId, pickupStopId, itemIds), {
        schema: updatedItemsSchema,
        headers: versionHeaders(version),
      }),
    onSuccess: (answer) => {
      if (answer.delivery) storeDelivery(answer.delivery);
      else void invalidateLists(queryClient, kind);
    },
  });
}

/**
 * PUT addOrderDeliveryItems / addQuoteDeliveryItems (spec 000 §3 item add payload, spec 001 §7; version header):
 * the items join the delivery — a pickup stop made for a seller it has no pickup of, and the drop-off. The answer
 * is the whole delivery; the wizard's reads, a quote's lines and the item summary are read again.
 */
export function useAddDeliveryItems(kind: DeliveryKind = ORDER_DELIVERY_KIND) {
  const storeDelivery = useStoreDelivery(kind);
  return useMutation({
    mutationFn: ({
      deliveryId,
      itemIds,
      version,
    }: {
      deliveryId: number;
      itemIds: readonly number[];
      version: number;
    }) =>
      apiClient.put(kind.addItemsCall, kind.addItemsBody(deliveryId, itemIds), {
        schema: orderDeliverySchema,
        headers: versionHeaders(version),
      }),
    onSuccess: storeDelivery,
  });
}

/**
 * POST uploadBolAttachment (spec 000 §7, decision 211): multipart `stopId` then `file`, with the delivery's version
 * header; answers the delivery with the stop's §5 file name and the version raised.
 */
export function useUploadBol() {
  const storeDelivery = useStoreDelivery();
  return useMutation({
    mutationFn: ({ stopId, file, version }: { stopId: number; file: File; version: number }) => {
      const form = new FormData();
      form.append(BOL_UPLOAD_FIELDS.stopId, String(stopId));
      form.append(BOL_UPLOAD_FIELDS.file, file, file.name);
      return uploadForm('uploadBolAttachment', form, orderDeliverySchema, versionHeaders(version));
    },
    onSuccess: storeDelivery,
  });
}

/** DELETE bolAttachment/{stopId} with the delivery's version header (decision 211). */
export function useDeleteBol() {
  const storeDelivery = useStoreDelivery();
  return useMutation({
    mutationFn: ({ stopId, version }: { stopId: number; version: number }) =>
      apiClient.delete(`bolAttachment/${stopId}`, {
        schema: orderDeliverySchema,
        headers: versionHeaders(version),
      }),
    onSuccess: storeDelivery,
  });
}

/** GET downloadBolAttachment/{stopId}: the signed bill of lading under spec 000 §5's name (the stop's `filename`). */
export function downloadBol(stopId: number, fileName: string) {
  return downloadFile(`downloadBolAttachment/${stopId}`, fileName);
}

/** GET orderDeliveryBillOfLading/{stopId} (decision 211): the printable bill of lading, opened in a new tab. */
export function openPrintableBol(stopId: number) {
  return openFile(`orderDeliveryBillOfLading/${stopId}`);
}

/**
 * GET quoteDeliveryLines/{quoteId} (decision 218): the quote's counted lines with their sourcing and delivery, the
 * count on no delivery and the quote's deliveries — the quote delivery wizard's and the quote workspace's read.
 */
export function useQuoteDeliveryLines(quoteId: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...QUOTE_DELIVERY_KIND.queryKey, 'lines', quoteId] as const,
    queryFn: ({ signal }) =>
      apiClient.get(`quoteDeliveryLines/${quoteId}`, { schema: quoteDeliveryPlanSchema, signal }),
    enabled: options.enabled ?? true,
  });
}

/** POST quoteDelivery (spec 001 §7): the quote's sourced lines on `truckCount` new draft deliveries. */
export function useCreateQuoteDeliveries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateQuoteDelivery) =>
      apiClient.post('quoteDelivery', body, { schema: z.array(orderDeliverySchema) }),
    onSuccess: (deliveries) => {
      for (const delivery of deliveries)
        queryClient.setQueryData(recordKey(delivery.id, QUOTE_DELIVERY_KIND), delivery);
      void invalidateLists(queryClient, QUOTE_DELIVERY_KIND);
    },
  });
}

/** POST calculateRoute (spec 000 §7): the truck's road route through the stops, metres and seconds. */
export function calculateRoute(request: CalculateRouteRequest, signal?: AbortSignal) {
  return apiClient.post('calculateRoute', request, {
    schema: calculatedRouteSchema,
    ...(signal ? { signal } : {}),
  });
}

/** POST optimizeRoute (spec 000 §7): the best visiting order of the waypoints, pickups before their drop-off. */
export function optimizeRoute(request: OptimizeRouteRequest) {
  return apiClient.post('optimizeRoute', request, { schema: optimizedRouteSchema });
}

/**
 * GET truckSubTypeLengths (spec 001 §7): the lengths per sub type with their payload and deck, under the reference
 * key so one refresh of the reference lists reads them again.
 */
export function useTruckSubTypeLengths() {
  return useQuery({
    queryKey: [...REFERENCE_DATA_QUERY_KEY, 'truckSubTypeLengths'] as const,
    queryFn: ({ signal }) =>
      apiClient.get('truckSubTypeLengths', { schema: z.array(truckSubTypeLengthSchema), signal }),
    staleTime: REFERENCE_STALE_TIME_MS,
  });
}

/**
 * GET orderDeliveryItemSummary/{id} (spec 001 §7): the delivery's items with their pickup and drop-off stops and
 * the totals. The server answers it for either kind (decision 207's one delivery); under the kind's key, so a
 * write of the delivery reads it again.
 */
export function useDeliveryItemSummary(id: number, kind: DeliveryKind = ORDER_DELIVERY_KIND) {
  return useQuery({
    queryKey: [...kind.queryKey, 'itemSummary', id] as const,
    queryFn: ({ signal }) =>
      apiClient.get(`orderDeliveryItemSummary/${id}`, { schema: deliveryItemSummarySchema, signal }),
  });
}
