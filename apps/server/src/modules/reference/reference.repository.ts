import { and, asc, eq } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../db/database';
import {
  appUser,
  companyType,
  country,
  language,
  lookupValue,
  province,
  role,
  timezone,
} from '../../db/schema';

// Reference tables are small and bounded (tens to hundreds of rows), so these lists need no paging.
export const listRoles = (db: DatabaseExecutor) => db.select().from(role).orderBy(asc(role.id));
export const listCountries = (db: DatabaseExecutor) => db.select().from(country).orderBy(asc(country.id));
export const listProvinces = (db: DatabaseExecutor) => db.select().from(province).orderBy(asc(province.id));
export const listTimezones = (db: DatabaseExecutor) => db.select().from(timezone).orderBy(asc(timezone.id));
export const listLanguages = (db: DatabaseExecutor) => db.select().from(language).orderBy(asc(language.id));
export const listCompanyTypes = (db: DatabaseExecutor) =>
  db.select().from(companyType).orderBy(asc(companyType.id));
export const listLookupValues = (db: DatabaseExecutor) =>
  db.select().from(lookupValue).orderBy(asc(lookupValue.kind), asc(lookupValue.sortOrder));

/** Active users of one role, for owner pickers; bounded because staff teams are small, capped regardless. */
export const listActiveUsersByRole = (
  db: DatabaseExecutor,
  roleId: number,
  activeStatusId: number,
  limit: number,
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
    .where(and(eq(appUser.roleId, roleId), eq(appUser.statusId, activeStatusId)))
    .orderBy(asc(appUser.firstName), asc(appUser.lastName), asc(appUser.id))
    .limit(limit);
