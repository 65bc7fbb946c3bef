import type { Readable } from 'node:stream';
import {
  ActionLogAction,
  ActionLogType,
  billOfLadingFileName,
  convertMetres,
  DeliveryStatus,
  distanceUnitFor,
  ErrorCode,
  formatDeliveryNumber,
  formatOrderNumber,
  Language,
  MESSAGES,
  OrderStatus,
  BOL_ATTACHMENT_FOLDER,
  StopTrackingStatus,
  type DeliveryRoute,
  type FieldIssue,
  type MergedDeliveries,
  type OrderDelivery,
  type OrderDeliveryRoutes,
} from '@portal/contracts';
import type { Database, DatabaseExecutor } from '../../db/database';
import { delivery } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import {
  IMAGE_TYPES,
  type FileStore,
  type OpenedFile,
  type StoredFile,
} from '../../lib/file-store/file-store';
import type { Actor, RunUnitOfWork, UnitOfWork } from '../../lib/unit-of-work';
import { lockVersioned } from '../../lib/versioned-write';
import type { GeoLogger } from '../geo/geo-providers';
import type { GeoService } from '../geo/geo.service';
import { renderBillOfLadingPdf, type BillOfLadingContent } from './bill-of-lading-pdf';
import { refreshRollups } from './deliveries.service';
import { drivingRoute, enqueueRouteDistance } from './delivery-jobs';
import * as repository from './deliveries.repository';
import { loadStopItems, readDelivery, SUBJECT } from './delivery-detail';
import * as operations from './delivery-operations.repository';

/**
 * The delivery operations (issue 38; spec 000 §5, §7, §9; spec 001 §5, §7, §8; decisions 210, 211): the overlay
 * map's routes of several deliveries, the merge, the signed bill of lading per stop (upload, download, delete) and
 * the printable bill of lading. Writes as every delivery write: one transaction, versions raised, roll-ups
 * recomputed, the action log, the live change event after commit.
 */

const ORDER_DELIVERY = ActionLogType.ids.ORDER_DELIVERY;
/** A delivery of an order closed (complete or cancelled) is read-only (decision 209). */
const CLOSED_ORDER_STATUS_IDS: readonly number[] = [OrderStatus.ids.COMPLETE, OrderStatus.ids.CANCELLED];
/** The file store's owner of a signed bill of lading: the stop. */
export const BOL_OWNER_TYPE = 'delivery_stop';
/** spec 001 §5: PDF, Excel, Word or images, told by content; legacy .xls and .doc are OLE files (x-cfb). */
export const BOL_CONTENT_TYPES: readonly string[] = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/x-cfb',
  ...IMAGE_TYPES,
];
const EXTENSION_OF_TYPE: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/bmp': 'bmp',
  'image/webp': 'webp',
};

export interface BolUpload {
  body: Readable;
  fileName: string;
}

export interface DeliveryOperationsDependencies {
  db: Database;
  runUnitOfWork: RunUnitOfWork;
  files: FileStore;
  geo: Pick<GeoService, 'calculateRoute'>;
}

/** The §5 name's extension: the uploader's, else the stored type's. */
function extensionOf(fileName: string | null, contentType: string | null): string {
  const fromName = fileName?.includes('.') ? (fileName.split('.').pop() ?? '') : '';
  if (/^[a-z0-9]{1,8}$/i.test(fromName)) return fromName;
  return EXTENSION_OF_TYPE[contentType ?? ''] ?? 'bin';
}

export function createDeliveryOperationsService({
  db,
  runUnitOfWork,
  files,
  geo,
}: DeliveryOperationsDependencies) {
  // ——— Routes (the overlay map) ———

  /**
   * GET orderDeliveryRoutes: each delivery's stops in driving order and its driving route through the geo
   * module, in its unit (spec 000 §9). Every stop of every delivery must be located (spec 001 §5), else 422
   * listing the deliveries (spec 001 §8 'Deliveries not geocoded').
   */
  async function routes(ids: readonly number[], log: GeoLogger): Promise<OrderDeliveryRoutes> {
    const heads = new Map((await operations.findDeliveryHeads(db, ids)).map((row) => [row.id, row]));
    for (const id of ids) if (!heads.has(id)) throw notFound(SUBJECT);
    const stops = await operations.findRouteStops(db, ids);
    const located = (stop: (typeof stops)[number]) =>
      stop.latitude !== null && stop.longitude !== null && !!stop.address;
    const issues: FieldIssue[] = [];
    ids.forEach((id, index) => {
      const own = stops.filter((stop) => stop.deliveryId === id);
      if (own.length === 0 || !own.every(located)) {
        issues.push({
          field: `orderDeliveryIds.${index}`,
          message: formatDeliveryNumber(heads.get(id)?.deliveryNumber ?? 0),
        });
      }
    });
    if (issues.length > 0) {
      throw new AppError(ErrorCode.BUSINESS_RULE, MESSAGES.deliveriesNotGeocoded, { issues });
    }
    const answer: DeliveryRoute[] = [];
    for (const id of ids) {
      const head = heads.get(id);
      if (!head) continue;
      const own = stops.filter((stop) => stop.deliveryId === id);
      const points = own.map((stop) => ({
        latitude: stop.latitude as number,
        longitude: stop.longitude as number,
      }));
      const legs = await drivingRoute(geo, points, log);
      const distanceMetres = legs.reduce((sum, leg) => sum + leg.distanceMetres, 0);
      const durationSeconds = legs.reduce((sum, leg) => sum + leg.durationSeconds, 0);
      const unit = distanceUnitFor(head.countryId);
      answer.push({
        deliveryId: id,
        deliveryNumber: formatDeliveryNumber(head.deliveryNumber),
        distanceUnit: unit,
        distanceMetres,
        distance: convertMetres(distanceMetres, unit),
        durationSeconds,
        durationMinutes: Math.round(durationSeconds / 60),
        summary: legs.map((leg) => leg.summary).join(' · '),
        polyline: legs.flatMap((leg, index) => (index === 0 ? leg.polyline : leg.polyline.slice(1))),
        stops: own.map((stop) => {
          const orderNumber =
            stop.orderNumber === null ? null : formatOrderNumber(stop.orderNumber, stop.phaseNumber ?? 1);
          const name =
            (stop.isDropOff ? stop.buyerCompanyName : stop.sellerCompanyName) ?? stop.address ?? '';
          return {
            stopId: stop.id,
            sequenceNumber: stop.sequenceNumber,
            kind: stop.isDropOff ? ('dropOff' as const) : ('pickup' as const),
            label: orderNumber ? `${name} (${orderNumber})` : name,
            address: stop.address as string,
            latitude: stop.latitude as number,
            longitude: stop.longitude as number,
            orderNumber,
            sellerCompanyName: stop.isDropOff ? null : stop.sellerCompanyName,
            buyerCompanyName: stop.buyerCompanyName,
          };
        }),
      });
    }
    return { routes: answer };
  }

  // ——— Merge (decision 210) ———

  /** A merge refusal: the §8 'Merge deliveries failed' sentence, the reason on each delivery concerned. */
  function mergeRefused(issues: FieldIssue[], code: ErrorCode = ErrorCode.CONFLICT): AppError {
    return new AppError(code, MESSAGES.mergeDeliveriesFailed, { issues });
  }

  async function merge(
    actor: Actor,
    entries: readonly { id: number; version: number }[],
  ): Promise<MergedDeliveries> {
    const fieldOf = (id: number) => `deliveries.${entries.findIndex((entry) => entry.id === id)}.id`;
    const outcome = await runUnitOfWork(actor, async (unit) => {
      const tx = unit.tx;
      // Locked in id order, as every multi-delivery write, so two merges never wait on each other in a circle.
      const locked = [];
      for (const entry of [...entries].sort((a, b) => a.id - b.id)) {
        locked.push(
          await lockVersioned(tx, delivery, {
            id: entry.id,
            version: entry.version,
            subject: SUBJECT,
            recordType: ORDER_DELIVERY,
          }),
        );
      }
      const quoteDeliveries = locked.filter((row) => row.recordType !== ORDER_DELIVERY);
      if (quoteDeliveries.length > 0) {
        throw mergeRefused(
          quoteDeliveries.map((row) => ({
            field: fieldOf(row.id),
            message: MESSAGES.mergeDeliveriesOneKind,
          })),
        );
      }
      const orderIdsOf = new Map<number, number[]>();
      for (const row of locked) orderIdsOf.set(row.id, await repository.findDeliveryOrderIds(tx, row.id));
      const orders = await repository.lockOrders(tx, [...new Set([...orderIdsOf.values()].flat())]);
      const statusOf = new Map(orders.map((order) => [order.id, order.statusId]));
      const closed = locked.filter((row) => {
        const own = orderIdsOf.get(row.id) ?? [];
        return own.length > 0 && own.every((id) => CLOSED_ORDER_STATUS_IDS.includes(statusOf.get(id) ?? 0));
      });
      if (closed.length > 0) {
        throw mergeRefused(
          closed.map((row) => ({ field: fieldOf(row.id), message: MESSAGES.deliveryClosed })),
        );
      }

      const byNumber = [...locked].sort((a, b) => a.deliveryNumber - b.deliveryNumber);
      const survivor = byNumber[0] as (typeof locked)[number];
      const merged = byNumber.slice(1);
      const [survivorVehicle] = await repository.findVehicles(tx, survivor.id);
      if (!survivorVehicle) throw notFound(SUBJECT);
      const survivorNumber = formatDeliveryNumber(survivor.deliveryNumber);

      // The stops in their new order: the survivor's own, then each merged delivery's, by number.
      const stopsOf = new Map<number, repository.StopRow['stop'][]>();
      for (const row of byNumber) {
        stopsOf.set(
          row.id,
          (await repository.findStops(tx, row.id)).map((entry) => entry.stop),
        );
      }
      const orderedStops = byNumber.flatMap((row) => stopsOf.get(row.id) ?? []);
      const booked = survivor.statusId === DeliveryStatus.ids.BOOKED;
      if (booked) {
        // A booked delivery's stops are complete (spec 000 §4 publish): the merged ones must be too.
        const incomplete = merged.filter((row) =>
          (stopsOf.get(row.id) ?? []).some((stop) => !stop.address || !stop.deliveryDate),
        );
        if (incomplete.length > 0) {
          throw mergeRefused(
            incomplete.map((row) => ({ field: fieldOf(row.id), message: MESSAGES.deliveryStopsIncomplete })),
            ErrorCode.VALIDATION_FAILED,
          );
        }
      }

      const trucks: Record<string, unknown>[] = [];
      for (const row of merged) {
        const [vehicle] = await repository.findVehicles(tx, row.id);
        if (vehicle) {
          // The merged truck's plan is not kept on the survivor (its first vehicle is the one used): the log says it.
          trucks.push({
            delivery: formatDeliveryNumber(row.deliveryNumber),
            driverName: vehicle.vehicle.driverName,
            driverPhoneNumber: vehicle.vehicle.driverPhoneNumber,
            cost: vehicle.vehicle.cost,
            transportTypeId: vehicle.vehicle.transportTypeId,
            truckLengthId: vehicle.vehicle.truckLengthId,
          });
        }
        await operations.moveDeliveryContents(tx, row.id, {
          deliveryId: survivor.id,
          vehicleId: survivorVehicle.vehicle.id,
        });
        await repository.deleteDelivery(tx, row.id);
      }
      await repository.renumberStops(
        tx,
        orderedStops.map((stop) => stop.id),
      );
      if (booked) {
        // As a publish: a stop without a tracking status becomes booked (spec 000 §4).
        for (const stop of orderedStops) {
          if (stop.trackingStatusId === null) {
            await repository.updateStop(tx, stop.id, { trackingStatusId: StopTrackingStatus.ids.BOOKED });
          }
        }
      }
      await repository.bumpDelivery(tx, survivor.id, {
        ...(booked ? { republished: true } : {}),
        ...(survivor.logisticOwnerUserId === null
          ? {
              logisticOwnerUserId:
                merged.find((row) => row.logisticOwnerUserId !== null)?.logisticOwnerUserId ?? null,
            }
          : {}),
      });
      await refreshRollups(
        tx,
        survivor.id,
        orders.map((order) => order.id),
      );
      // The survivor's stops are new: its route is computed again for its new version.
      await enqueueRouteDistance(unit, survivor.id);

      const mergedNumbers = merged.map((row) => formatDeliveryNumber(row.deliveryNumber));
      await unit.recordChange({
        recordType: ORDER_DELIVERY,
        actionId: ActionLogAction.ids.SAVE,
        recordId: survivor.id,
        recordNumber: survivorNumber,
        details: { merged: mergedNumbers, mergedTrucks: trucks, republished: booked },
      });
      for (const row of merged) {
        await unit.recordChange({
          recordType: ORDER_DELIVERY,
          actionId: ActionLogAction.ids.DELETE,
          recordId: row.id,
          recordNumber: formatDeliveryNumber(row.deliveryNumber),
          details: { reason: 'merged', mergedInto: survivorNumber },
        });
      }
      for (const order of orders) {
        await unit.recordChange({
          recordType: ActionLogType.ids.ORDER,
          actionId: ActionLogAction.ids.DELETE,
          recordId: order.id,
          recordNumber: formatOrderNumber(order.orderNumber, order.phaseNumber),
          details: { deliveries: mergedNumbers, mergedInto: survivorNumber },
        });
      }
      return { survivorId: survivor.id, merged };
    });
    return {
      delivery: await readDelivery(db, outcome.survivorId),
      mergedDeliveryIds: outcome.merged.map((row) => row.id),
      mergedDeliveryNumbers: outcome.merged.map((row) => formatDeliveryNumber(row.deliveryNumber)),
    };
  }

  // ——— Bills of lading (decision 211) ———

  async function requireBolStop(executor: DatabaseExecutor, stopId: number) {
    const stop = await operations.findBolStop(executor, stopId);
    if (!stop) throw notFound('Delivery stop');
    if (stop.recordType !== ORDER_DELIVERY) {
      throw new AppError(ErrorCode.CONFLICT, MESSAGES.deliveryNotOrderDelivery);
    }
    return stop;
  }

  /** The stop's delivery, locked at the version the client read, and open (its orders not all closed). */
  async function lockStopDelivery(unit: UnitOfWork, deliveryId: number, version: number) {
    const current = await lockVersioned(unit.tx, delivery, {
      id: deliveryId,
      version,
      subject: SUBJECT,
      recordType: ORDER_DELIVERY,
    });
    const orders = await repository.lockOrders(
      unit.tx,
      await repository.findDeliveryOrderIds(unit.tx, deliveryId),
    );
    if (orders.length > 0 && orders.every((order) => CLOSED_ORDER_STATUS_IDS.includes(order.statusId))) {
      throw new AppError(ErrorCode.CONFLICT, MESSAGES.deliveryClosed);
    }
    return current;
  }

  async function storeBol(actor: Actor, stopId: number, upload: BolUpload): Promise<StoredFile> {
    try {
      return await files.put({
        body: upload.body,
        originalName: upload.fileName,
        folder: BOL_ATTACHMENT_FOLDER,
        owner: { type: BOL_OWNER_TYPE, id: stopId },
        allowedTypes: BOL_CONTENT_TYPES,
        createdByUserId: actor.userId,
      });
    } catch (error) {
      // spec 001 §8 'Invalid uploads: BOL attachment type or size'.
      if (
        error instanceof AppError &&
        (error.code === ErrorCode.UNSUPPORTED_MEDIA || error.code === ErrorCode.PAYLOAD_TOO_LARGE)
      ) {
        throw new AppError(error.code, MESSAGES.invalidBolAttachment, {
          issues: [{ field: 'file', message: MESSAGES.invalidBolAttachment }],
        });
      }
      throw error;
    }
  }

  /**
   * POST uploadBolAttachment: the file is stored (checked by content and size) before the transaction; the stop
   * then names it, replacing an earlier one whose bytes go after the commit; a refused write removes the new one.
   */
  async function uploadBol(
    actor: Actor,
    stopId: number,
    upload: BolUpload,
    version: number,
  ): Promise<OrderDelivery> {
    const stop = await requireBolStop(db, stopId);
    const stored = await storeBol(actor, stopId, upload);
    let replaced: string | null = null;
    try {
      await runUnitOfWork(actor, async (unit) => {
        const current = await lockStopDelivery(unit, stop.deliveryId, version);
        const again = await operations.findBolStop(unit.tx, stopId);
        // The stop may have gone (its items removed) or moved (a merge) since it was looked up.
        if (!again || again.deliveryId !== current.id) throw notFound('Delivery stop');
        replaced = await operations.setStopBol(unit.tx, stopId, stored.id);
        await repository.bumpDelivery(unit.tx, current.id);
        await unit.recordChange({
          recordType: ORDER_DELIVERY,
          actionId: ActionLogAction.ids.SAVE,
          recordId: current.id,
          recordNumber: formatDeliveryNumber(current.deliveryNumber),
          details: {
            stopId,
            bolUploaded: stored.originalName,
            ...(replaced ? { bolReplaced: again.fileName } : {}),
          },
        });
      });
    } catch (error) {
      await files.delete(stored.id).catch(() => undefined);
      throw error;
    }
    if (replaced) await files.delete(replaced).catch(() => undefined);
    return readDelivery(db, stop.deliveryId);
  }

  /** DELETE bolAttachment/{stopId}: the stop's signed bill of lading; its bytes go after the commit. */
  async function deleteBol(actor: Actor, stopId: number, version: number): Promise<OrderDelivery> {
    const stop = await requireBolStop(db, stopId);
    let removed: string | null = null;
    await runUnitOfWork(actor, async (unit) => {
      const current = await lockStopDelivery(unit, stop.deliveryId, version);
      const again = await operations.findBolStop(unit.tx, stopId);
      if (!again || again.deliveryId !== current.id) throw notFound('Delivery stop');
      if (again.bolFileId === null) throw notFound('Bill of lading');
      removed = await operations.setStopBol(unit.tx, stopId, null);
      await repository.bumpDelivery(unit.tx, current.id);
      await unit.recordChange({
        recordType: ORDER_DELIVERY,
        actionId: ActionLogAction.ids.SAVE,
        recordId: current.id,
        recordNumber: formatDeliveryNumber(current.deliveryNumber),
        details: { stopId, bolDeleted: again.fileName },
      });
    });
    if (removed) await files.delete(removed).catch(() => undefined);
    return readDelivery(db, stop.deliveryId);
  }

  /** The spec 000 §5 name of the stop's bill of lading. */
  function bolName(stop: operations.BolStop): string {
    return billOfLadingFileName({
      orderNumber:
        stop.orderNumber === null ? '' : formatOrderNumber(stop.orderNumber, stop.phaseNumber ?? 1),
      deliveryNumber: formatDeliveryNumber(stop.deliveryNumber),
      buyerCompanyName: stop.buyerCompanyName ?? '',
      deliveryDate: stop.deliveryDate,
      extension: extensionOf(stop.fileName, stop.contentType),
    });
  }

  /** GET downloadBolAttachment/{stopId}: the file and its §5 name. */
  async function openBol(stopId: number): Promise<{ opened: OpenedFile; fileName: string }> {
    const stop = await requireBolStop(db, stopId);
    if (stop.bolFileId === null) throw notFound('Bill of lading');
    return { opened: await files.get(stop.bolFileId), fileName: bolName(stop) };
  }

  // ——— The printable bill of lading (decision 211) ———

  async function printableBol(
    actor: Actor,
    stopId: number,
    requested: 'en' | 'fr' | undefined,
  ): Promise<{ pdf: Buffer; fileName: string }> {
    const stop = await requireBolStop(db, stopId);
    const [row, vehicles, stops, stopItems] = await Promise.all([
      repository.findDeliveryRow(db, stop.deliveryId),
      repository.findVehicles(db, stop.deliveryId),
      repository.findStops(db, stop.deliveryId),
      repository.findStopItems(db, stop.deliveryId),
    ]);
    if (!row) throw notFound(SUBJECT);
    const languageId = await operations.findUserLanguageId(db, actor.userId);
    const language = requested ?? (languageId === Language.ids.FRENCH ? 'fr' : 'en');
    const items = await loadStopItems(db, stopItems);
    const here = stops.find((entry) => entry.stop.id === stopId);
    if (!here) throw notFound('Delivery stop');
    const own = stopItems.filter((entry) => entry.stopId === stopId);
    const itemIds = own.map((entry) => (entry.orderItemId ?? entry.quoteItemId) as number);
    // Where each item is picked up: the shipper of a drop-off's items.
    const pickupOf = new Map<number, number>();
    for (const entry of stopItems) {
      if (!entry.isDropOff) pickupOf.set((entry.orderItemId ?? entry.quoteItemId) as number, entry.stopId);
    }
    const pickupStops = here.stop.isDropOff
      ? stops.filter((entry) => itemIds.some((id) => pickupOf.get(id) === entry.stop.id))
      : [here];
    const orderIds = [
      ...new Set(itemIds.map((id) => items.get(id)?.orderId).filter((id): id is number => id != null)),
    ];
    if (orderIds.length === 0 && here.stop.orderId !== null) orderIds.push(here.stop.orderId);
    const sites = await operations.findOrderSites(db, orderIds);
    const vehicle = vehicles[0];
    const lines = itemIds.flatMap((id) => {
      const item = items.get(id);
      if (!item) return [];
      return [
        {
          product: item.productName,
          size: item.productSizeName,
          quantity: item.quantity,
          unitWeightLb: item.unitWeightLb,
          weightLb:
            item.unitWeightLb === null ? null : Math.round(item.quantity * item.unitWeightLb * 100) / 100,
        },
      ];
    });
    const orderNumbers = [
      ...new Set(
        itemIds
          .map((id) => items.get(id))
          .filter((item) => item?.orderNumber != null)
          .map((item) => formatOrderNumber(item?.orderNumber as number, item?.phaseNumber ?? 1)),
      ),
    ];
    const content: BillOfLadingContent = {
      language,
      deliveryNumber: formatDeliveryNumber(row.delivery.deliveryNumber),
      orderNumbers: orderNumbers.join(', '),
      date: here.stop.deliveryDate ?? '',
      stopLabel: `${here.stop.sequenceNumber} · ${here.stop.address ?? ''}`,
      shippers: pickupStops.map((entry) => ({
        name: entry.sellerName ?? '',
        address: entry.stop.address ?? '',
      })),
      consignees: sites.map((site) => ({
        name: site.buyerCompanyName ?? '',
        job: site.jobName,
        address: repository.joinAddress(site.address, site.city) ?? '',
      })),
      carrier: vehicle?.transporterName ?? vehicle?.transportSellerName ?? '',
      driver: [vehicle?.vehicle.driverName, vehicle?.vehicle.driverPhoneNumber].filter(Boolean).join(' · '),
      truck: [
        vehicle?.truckTypeName,
        vehicle?.truckSubTypeName,
        vehicle?.truckLengthFeet ? `${vehicle.truckLengthFeet}'` : null,
      ]
        .filter(Boolean)
        .join(' · '),
      lines,
      totalWeightLb: Math.round(lines.reduce((sum, line) => sum + (line.weightLb ?? 0), 0) * 100) / 100,
      unknownWeights: lines.filter((line) => line.weightLb === null).length,
    };
    const pdf = await renderBillOfLadingPdf(content);
    return {
      pdf,
      fileName: `${content.deliveryNumber}_${language === 'fr' ? 'Connaissement' : 'BillOfLading'}_stop${here.stop.sequenceNumber}.pdf`,
    };
  }

  return { routes, merge, uploadBol, deleteBol, openBol, printableBol };
}

export type DeliveryOperationsService = ReturnType<typeof createDeliveryOperationsService>;
