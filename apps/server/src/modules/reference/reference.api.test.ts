import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionLogAction, LOOKUP_ENUMERATIONS, OrderStatus, Role } from '@portal/contracts';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';
import { appUser } from '../../db/schema';
import { seedReferenceData } from '../../db/seed/reference-data';

let testApp: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  testApp = await createTestApp();
  headers = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
});
afterAll(async () => {
  await testApp.close();
});

async function getData<T>(url: string): Promise<T> {
  const response = await testApp.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, url).toBe(200);
  return response.json<{ data: T }>().data;
}

describe('reference data', () => {
  it('lists the six roles with the spec ids', async () => {
    const roles = await getData<Array<{ id: number; name: string }>>('/api/roles');
    expect(roles.map((role) => role.id)).toEqual([1, 2, 3, 4, 5, 9]);
  });

  it('has Canada 1 CA and US 2 US', async () => {
    expect(await getData('/api/countries')).toEqual([
      { id: 1, name: 'Canada', code: 'CA' },
      { id: 2, name: 'United States', code: 'US' },
    ]);
  });

  it('has every Canadian province and US state, Quebec first with id 1', async () => {
    const provinces = await getData<Array<{ id: number; code: string; countryId: number }>>('/api/provinces');
    expect(provinces[0]).toMatchObject({ id: 1, code: 'QC', countryId: 1 });
    expect(provinces.filter((province) => province.countryId === 1)).toHaveLength(13);
    expect(provinces.filter((province) => province.countryId === 2)).toHaveLength(51);
  });

  it('has Eastern as timezone 8, English 1 and French 2, and the company types', async () => {
    const timezones = await getData<Array<{ id: number; name: string }>>('/api/timezones');
    expect(timezones.find((timezone) => timezone.id === 8)?.name).toBe('Eastern');
    expect(await getData('/api/languages')).toEqual([
      { id: 1, name: 'English', code: 'en' },
      { id: 2, name: 'French', code: 'fr' },
    ]);
    expect(await getData('/api/companyTypes')).toEqual([
      { id: 1, name: 'Buyer' },
      { id: 2, name: 'Seller' },
      { id: 9, name: 'Admin' },
    ]);
  });

  it('serves every enumeration of contracts with its ids', async () => {
    const enumerations =
      await getData<Record<string, Array<{ id: number; label: string }>>>('/api/enumerations');
    expect(Object.keys(enumerations).sort()).toEqual(
      LOOKUP_ENUMERATIONS.map((enumeration) => enumeration.name).sort(),
    );
    expect(enumerations.order_status?.map((status) => status.id)).toEqual(
      OrderStatus.options.map((status) => status.id),
    );
    expect(
      enumerations.action_log_action?.find((action) => action.id === ActionLogAction.ids.PLACE_ORDER)?.label,
    ).toBe('Place order');
  });

  it('lists active users of a role as owners, with initials and name', async () => {
    const owners = await getData<Array<{ email: string; initials: string; name: string }>>(
      `/api/activeUsers/${Role.ids.OPERATIONS}`,
    );
    const emails = owners.map((owner) => owner.email);
    expect(emails).toEqual(expect.arrayContaining(['ops@example.com', 'ops2@example.com']));
    expect(emails).not.toContain('inactive.ops@example.com');
    expect(emails).not.toContain('finance@example.com');
    expect(owners.find((owner) => owner.email === 'ops@example.com')).toMatchObject({
      initials: 'MG',
      name: 'Marc Gagnon',
    });
  });

  it('narrows the active users of a role to a name or email typed in a picker, and caps them', async () => {
    // Accents and case ignored: 'GAGNON' finds Marc Gagnon; an email part finds its owner.
    const byName = await getData<Array<{ email: string }>>(
      `/api/activeUsers/${Role.ids.OPERATIONS}?search=GAGNON`,
    );
    expect(byName.map((owner) => owner.email)).toEqual(['ops@example.com']);
    const byEmail = await getData<Array<{ email: string }>>(
      `/api/activeUsers/${Role.ids.OPERATIONS}?search=ops2@`,
    );
    expect(byEmail.map((owner) => owner.email)).toEqual(['ops2@example.com']);
    const buyers = await getData<Array<{ email: string }>>(
      `/api/activeUsers/${Role.ids.BUYER}?search=EMILIE`,
    );
    expect(buyers.map((owner) => owner.email)).toContain('buyer@example.com');
    // The role still bounds the search, and an inactive user stays out of it.
    expect(await getData(`/api/activeUsers/${Role.ids.FINANCE}?search=gagnon`)).toEqual([]);
    expect(await getData(`/api/activeUsers/${Role.ids.OPERATIONS}?search=inactive.ops`)).toEqual([]);
    const capped = await getData<unknown[]>(`/api/activeUsers/${Role.ids.OPERATIONS}?limit=1`);
    expect(capped).toHaveLength(1);
    const tooMany = await testApp.app.inject({
      method: 'GET',
      url: `/api/activeUsers/${Role.ids.OPERATIONS}?limit=501`,
      headers,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ issues: Array<{ field: string }> }>().issues[0]?.field).toBe('limit');
  });

  it('narrows the active users of a role to one company, as the buyer contact picker asks', async () => {
    const db = testApp.database.db;
    const [buyer] = await db
      .select({ companyId: appUser.companyId })
      .from(appUser)
      .where(eq(appUser.email, DEMO_ACCOUNTS.buyer));
    const companyId = buyer?.companyId ?? 0;
    const everyBuyer = await getData<Array<{ id: number; email: string }>>(
      `/api/activeUsers/${Role.ids.BUYER}`,
    );
    const ofCompany = await getData<Array<{ id: number; email: string }>>(
      `/api/activeUsers/${Role.ids.BUYER}?companyId=${companyId}`,
    );
    expect(ofCompany.map((user) => user.email)).toContain(DEMO_ACCOUNTS.buyer);
    // Buyers of other companies exist and are left out: every answer belongs to the company asked for.
    expect(everyBuyer.length).toBeGreaterThan(ofCompany.length);
    const companies = await db
      .select({ companyId: appUser.companyId })
      .from(appUser)
      .where(
        inArray(
          appUser.id,
          ofCompany.map((user) => user.id),
        ),
      );
    expect(new Set(companies.map((row) => row.companyId))).toEqual(new Set([companyId]));
    // Another company's buyer is not found by name within this company.
    const [outsider] = everyBuyer.filter((user) => !ofCompany.some((own) => own.id === user.id));
    const outsiderSearch = encodeURIComponent(outsider?.email ?? '');
    expect(
      await getData(`/api/activeUsers/${Role.ids.BUYER}?companyId=${companyId}&search=${outsiderSearch}`),
    ).toEqual([]);
    expect(
      await getData<unknown[]>(`/api/activeUsers/${Role.ids.BUYER}?search=${outsiderSearch}`),
    ).toHaveLength(1);
    // The role still bounds it: the company's buyer is no operations user.
    expect(await getData(`/api/activeUsers/${Role.ids.OPERATIONS}?companyId=${companyId}`)).toEqual([]);
  });

  it('rejects a company that is not a positive number with a 400 naming the parameter', async () => {
    for (const companyId of ['abc', '0', '-3']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/activeUsers/${Role.ids.BUYER}?companyId=${companyId}`,
        headers,
      });
      expect(response.statusCode, companyId).toBe(400);
      expect(response.json<{ issues: Array<{ field: string }> }>().issues[0]?.field).toBe('companyId');
    }
  });

  it('lists the staff teams with their active members', async () => {
    const teams =
      await getData<Array<{ id: number; name: string; members: Array<{ email: string }> }>>('/api/teams');
    expect(teams.map((team) => [team.id, team.name])).toEqual([
      [9, 'Administration'],
      [3, 'Operations'],
      [4, 'Finance'],
    ]);
    const operations = teams.find((team) => team.id === 3)?.members.map((member) => member.email) ?? [];
    expect(operations).toContain('ops@example.com');
    expect(operations).not.toContain('inactive.ops@example.com');
  });

  it('rejects a role that is not a number with a 400 naming the parameter', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/activeUsers/abc', headers });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: Array<{ field: string }> }>().issues[0]?.field).toBe('role');
  });
});

describe('delivery reference data (spec 001 §7, decision 062)', () => {
  it('serves the delivery windows, Any Time first, each with a valid time range or none', async () => {
    const times =
      await getData<Array<{ id: number; name: string; startTime: string | null; endTime: string | null }>>(
        '/api/deliveryTimes',
      );
    expect(times[0]).toMatchObject({ id: 1, name: 'Any Time', startTime: '07:00', endTime: '17:00' });
    expect(times.length).toBeGreaterThanOrEqual(6);
    for (const time of times) {
      if (time.startTime === null) expect(time.endTime).toBeNull();
      else expect(time.startTime < (time.endTime ?? '')).toBe(true);
    }
  });

  it("serves the spec's truck types as vehicle types, their bodies, lengths and add-ons, all linked", async () => {
    const vehicleTypes = await getData<Array<{ id: number; name: string }>>('/api/vehicleTypes');
    expect(vehicleTypes.map((type) => [type.id, type.name])).toEqual([
      [1, 'Straight Truck'],
      [2, 'Tractor/Truck & Trailer'],
    ]);
    const subTypes =
      await getData<Array<{ id: number; truckTypeId: number; name: string }>>('/api/truckSubTypes');
    const lengths =
      await getData<Array<{ truckSubTypeId: number; feet: number; maxPayloadLb: number }>>(
        '/api/truckSubTypeLengths',
      );
    const feetOf = (truckTypeId: number) =>
      lengths
        .filter((length) =>
          subTypes.some(
            (subType) => subType.id === length.truckSubTypeId && subType.truckTypeId === truckTypeId,
          ),
        )
        .map((length) => length.feet);
    // Straight trucks 16–26 ft, trailers 48 or 53 ft (issue 11 §5).
    expect(Math.min(...feetOf(1))).toBe(16);
    expect(Math.max(...feetOf(1))).toBe(26);
    expect(new Set(feetOf(2))).toEqual(new Set([48, 53]));
    expect(subTypes.map((subType) => subType.name)).toEqual(
      expect.arrayContaining(['Box Truck', 'Flatbed Trailer', 'Dry Van Trailer']),
    );
    for (const subType of subTypes) {
      expect(
        lengths.some((length) => length.truckSubTypeId === subType.id),
        subType.name,
      ).toBe(true);
    }
    const addOns = await getData<Array<{ name: string }>>('/api/truckAddOns');
    expect(addOns.map((addOn) => addOn.name)).toEqual(
      expect.arrayContaining(['Liftgate', 'Truck-Mounted Forklift (Moffett)', 'Tarps', 'Straps']),
    );
  });

  it('keeps its ids when seeded again on the next start', async () => {
    const before = await getData<unknown[]>('/api/truckSubTypeLengths');
    await seedReferenceData(testApp.database.db);
    expect(await getData<unknown[]>('/api/truckSubTypeLengths')).toEqual(before);
  });
});

describe('POST test/timezone (spec 001 §7)', () => {
  it("answers the server's view of a timezone: its IANA name, offset and the time there now", async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/timezone',
      headers,
      payload: { timezoneId: 8 },
    });
    expect(response.statusCode).toBe(200);
    const view = response.json<{
      data: { name: string; ianaName: string; localTime: string; utcOffset: string; serverTime: string };
    }>().data;
    expect(view).toMatchObject({ name: 'Eastern', ianaName: 'America/Toronto' });
    expect(['-05:00', '-04:00']).toContain(view.utcOffset);
    expect(view.localTime.endsWith(view.utcOffset)).toBe(true);
    // The local time with its offset is the same instant as the server clock (to the second).
    expect(Math.abs(Date.parse(view.localTime) - Date.parse(view.serverTime))).toBeLessThan(1000);
  });

  it('answers 404 for an unknown timezone and 400 naming the field for a bad one', async () => {
    const unknown = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/timezone',
      headers,
      payload: { timezoneId: 999 },
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/timezone',
      headers,
      payload: { timezoneId: 'Eastern' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ issues: Array<{ field: string }> }>().issues[0]?.field).toBe('timezoneId');
  });
});
