import { sql } from 'drizzle-orm';
import { Language, UserStatus, DEFAULT_TIMEZONE_ID } from '@portal/contracts';
import { hashPassword } from '../../modules/auth/password';
import type { DatabaseExecutor } from '../database';
import { appUser, company, companyAddress, transporter } from '../schema';
import { DEMO_COMPANIES, DEMO_TRANSPORTERS, DEMO_USERS } from './demo-values';

/** The password of every demo account (README.md#demo-accounts). */
export const DEMO_PASSWORD = 'portal-demo';

/**
 * Demo data for a first look at the portal: runs only on an empty database (no users yet), in one transaction,
 * so a restart never duplicates it and a failure leaves nothing half-made.
 */
export async function seedDemoData(db: DatabaseExecutor): Promise<boolean> {
  const existing = await db.select({ count: sql<number>`count(*)::int` }).from(appUser);
  if ((existing[0]?.count ?? 0) > 0) return false;
  // One hash for all demo accounts: they share the password, and argon2 is deliberately slow.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    const companyIds = new Map<string, number>();
    for (const demo of DEMO_COMPANIES) {
      const rows = await tx
        .insert(company)
        .values({
          name: demo.name,
          companyTypeId: demo.companyTypeId,
          tier: demo.tier ?? null,
          registered: demo.registered ?? true,
          preferred: demo.preferred ?? false,
          contactEmail: demo.contactEmail,
          phoneNumber: demo.phoneNumber,
          address: demo.address,
          city: demo.city,
          postalCode: demo.postalCode,
          provinceId: demo.provinceId,
          countryId: demo.countryId,
          timezoneId: DEFAULT_TIMEZONE_ID,
          latitude: demo.latitude,
          longitude: demo.longitude,
        })
        .returning({ id: company.id });
      const companyId = rows[0]?.id;
      if (companyId === undefined) throw new Error('company insert returned no row');
      companyIds.set(demo.key, companyId);
      if (demo.alternativeAddresses?.length) {
        await tx
          .insert(companyAddress)
          .values(demo.alternativeAddresses.map((address) => ({ ...address, companyId })));
      }
    }

    await tx.insert(transporter).values(
      DEMO_TRANSPORTERS.map((demo) => ({
        ...demo,
        timezoneId: DEFAULT_TIMEZONE_ID,
      })),
    );

    await tx.insert(appUser).values(
      DEMO_USERS.map((demo) => ({
        email: demo.email,
        passwordHash,
        firstName: demo.firstName,
        lastName: demo.lastName,
        phoneNumber: demo.phoneNumber,
        roleId: demo.roleId,
        statusId: demo.statusId ?? UserStatus.ids.ACTIVE,
        languageId: demo.languageId ?? Language.ids.ENGLISH,
        timezoneId: DEFAULT_TIMEZONE_ID,
        companyId: companyIds.get(demo.companyKey) ?? null,
      })),
    );
  });
  return true;
}
