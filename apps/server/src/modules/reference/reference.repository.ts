import { and, asc, eq } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../db/database';
import { foldedContains } from '../../db/search-fold';
import {
  appUser,
  companyType,
  country,
  deliveryTime,
  language,
  lookupValue,
  province,
  role,
  timezone,
  truckAddOn,
  truckSubType,
  truckSubTypeLength,
  vehicleType,
} from '../../db/schema';

// Reference tables are small and bounded (tens to hundreds of rows), so these lists need no paging.
export const listRoles = (db: DatabaseExecutor) => db.select().from(role).orderBy(asc(role.id));
export const listCountries = (db: DatabaseExecutor) => db.select().from(country).orderBy(asc(country.id));
export const listProvinces = (db: DatabaseExecutor) => db.select().from(province).orderBy(asc(province.id));
export const listTimezones = (db: DatabaseExecutor) => db.select().from(timezone).orderBy(asc(timezone.id));
export const listLanguages = (db: DatabaseExecutor) => db.select().from(language).orderBy(asc(language.id));
export const listCompanyTypes = (db: DatabaseExecutor) =>
  db.select().from(companyType).orderBy(asc(companyType.id));
export const findTimezone = async (db: DatabaseExecutor, id: number) =>
  (await db.select().from(timezone).where(eq(timezone.id, id)))[0];

// Delivery reference data (decision 062): a few dozen rows each.
export const listDeliveryTimes = (db: DatabaseExecutor) =>
  db
    .select({
      id: deliveryTime.id,
      name: deliveryTime.name,
      description: deliveryTime.description,
      startTime: deliveryTime.startTime,
      endTime: deliveryTime.endTime,
    })
    .from(deliveryTime)
    .orderBy(asc(deliveryTime.sortOrder), asc(deliveryTime.id));
export const listVehicleTypes = (db: DatabaseExecutor) =>
  db
    .select({ id: vehicleType.id, name: vehicleType.name, description: vehicleType.description })
    .from(vehicleType)
    .orderBy(asc(vehicleType.sortOrder), asc(vehicleType.id));
export const listTruckSubTypes = (db: DatabaseExecutor) =>
  db
    .select({
      id: truckSubType.id,
      truckTypeId: truckSubType.vehicleTypeId,
      name: truckSubType.name,
      description: truckSubType.description,
    })
    .from(truckSubType)
    .orderBy(asc(truckSubType.sortOrder), asc(truckSubType.id));
export const listTruckSubTypeLengths = (db: DatabaseExecutor) =>
  db
    .select({
      id: truckSubTypeLength.id,
      truckSubTypeId: truckSubTypeLength.truckSubTypeId,
      feet: truckSubTypeLength.feet,
      deckAreaSqFt: truckSubTypeLength.deckAreaSqFt,
      maxPayloadLb: truckSubTypeLength.maxPayloadLb,
    })
    .from(truckSubTypeLength)
    .orderBy(asc(truckSubTypeLength.truckSubTypeId), asc(truckSubTypeLength.feet));
export const listTruckAddOns = (db: DatabaseExecutor) =>
  db
    .select({ id: truckAddOn.id, name: truckAddOn.name, description: truckAddOn.description })
    .from(truckAddOn)
    .orderBy(asc(truckAddOn.sortOrder), asc(truckAddOn.id));

export const listLookupValues = (db: DatabaseExecutor) =>
  db.select().from(lookupValue).orderBy(asc(lookupValue.kind), asc(lookupValue.sortOrder));

/** Active users of one role, for owner pickers; bounded because staff teams are small, capped regardless. */
export const listActiveUsersByRole = (
  db: DatabaseExecutor,
  roleId: number,
  activeStatusId: number,
  limit: number,
  filters: { search?: string | undefined; companyId?: number | undefined } = {},
) =>
  db
    .select({
      id: appUser.id,
      firstName: appUser.firstName,
      lastName: appUser.lastName,
      email: appUser.email,
      avatarFileName: appUser.avatarFileName,
    })
    .from(appUser)
    .where(
      and(
        eq(appUser.roleId, roleId),
        eq(appUser.statusId, activeStatusId),
        // Name and email, accents and case ignored, on the trigram-indexed search text (as the user list).
        filters.search ? foldedContains(appUser.searchText, filters.search) : undefined,
        filters.companyId === undefined ? undefined : eq(appUser.companyId, filters.companyId),
      ),
    )
    .orderBy(asc(appUser.firstName), asc(appUser.lastName), asc(appUser.id))
    .limit(limit);
