import { sql } from 'drizzle-orm';
import { Language, UserStatus, DEFAULT_TIMEZONE_ID } from '@portal/contracts';
import { hashPassword } from '../../modules/auth';
import type { DatabaseExecutor } from '../database';
import { appUser, company, companyAddress, transporter } from '../schema';
import { seedDemoCatalog } from './demo-catalog';
import { DIRECTORY_COMPANIES, DIRECTORY_TRANSPORTERS, DIRECTORY_USERS } from './demo-directory';
import { DEMO_COMPANIES, DEMO_TRANSPORTERS, DEMO_USERS } from './demo-values';

/** The password of every demo account (README.md#demo-accounts). */
export const DEMO_PASSWORD = 'portal-demo';

/**
 * Demo data for a first look at the portal: runs only on an empty database (no users yet), in one transaction,
 * so a restart never duplicates it and a failure leaves nothing half-made.
 */
export async function seedDemoData(db: DatabaseExecutor): Promise<boolean> {
  // The catalog is its own step (its own check and transaction): databases whose demo users came before the
  // catalog existed get it too (demo-catalog.ts).
  await seedDemoCatalog(db);
  const existing = await db.select({ count: sql<number>`count(*)::int` }).from(appUser);
  if ((existing[0]?.count ?? 0) > 0) return false;
  // One hash for all demo accounts: they share the password, and argon2 is deliberately slow.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const companies = [
    ...DEMO_COMPANIES.map((demo) => ({
      ...demo,
      tier: demo.tier ?? null,
      registered: demo.registered ?? true,
      preferred: demo.preferred ?? false,
      alternativeAddresses: demo.alternativeAddresses ?? [],
    })),
    ...DIRECTORY_COMPANIES,
  ];
  const users = [
    ...DEMO_USERS.map((demo) => ({
      ...demo,
      statusId: demo.statusId ?? UserStatus.ids.ACTIVE,
      languageId: demo.languageId ?? Language.ids.ENGLISH,
    })),
    ...DIRECTORY_USERS.map((demo) => ({ ...demo, languageId: Language.ids.ENGLISH })),
  ];

  await db.transaction(async (tx) => {
    // Multi-row inserts keep the seed to a handful of statements however large the directory grows.
    const inserted = await tx
      .insert(company)
      .values(
        companies.map((demo) => ({
          name: demo.name,
          companyTypeId: demo.companyTypeId,
          tier: demo.tier,
          registered: demo.registered,
          preferred: demo.preferred,
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
        })),
      )
      .returning({ id: company.id, name: company.name });
    // Demo names are unique, so the name finds each row's id whatever order RETURNING gives.
    const idsByName = new Map(inserted.map((row) => [row.name, row.id]));
    const companyIds = new Map<string, number>();
    for (const demo of companies) {
      const companyId = idsByName.get(demo.name);
      if (companyId === undefined) throw new Error(`company ${demo.name} was not inserted`);
      companyIds.set(demo.key, companyId);
    }
    const addresses = companies.flatMap((demo) =>
      demo.alternativeAddresses.map((address) => ({ ...address, companyId: companyIds.get(demo.key) ?? 0 })),
    );
    if (addresses.length > 0) await tx.insert(companyAddress).values(addresses);

    await tx.insert(transporter).values(
      [...DEMO_TRANSPORTERS, ...DIRECTORY_TRANSPORTERS].map((demo) => ({
        ...demo,
        timezoneId: DEFAULT_TIMEZONE_ID,
      })),
    );

    await tx.insert(appUser).values(
      users.map((demo) => ({
        email: demo.email,
        passwordHash,
        firstName: demo.firstName,
        lastName: demo.lastName,
        phoneNumber: demo.phoneNumber,
        roleId: demo.roleId,
        statusId: demo.statusId,
        languageId: demo.languageId,
        timezoneId: DEFAULT_TIMEZONE_ID,
        companyId: demo.companyKey === null ? null : (companyIds.get(demo.companyKey) ?? null),
      })),
    );
  });
  return true;
}
