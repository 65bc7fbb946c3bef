import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompanyType,
  ErrorCode,
  MESSAGES,
  Role,
  STAFF_ROLE_IDS,
  UserStatus,
  VERSION_HEADER,
  type Company,
  type RoleId,
  type UserRow,
  translateCatalogueText,
  translateToShippedFrench,
} from '@portal/contracts';
import { bearer, createTestApp, DEMO_ACCOUNTS, type TestApp } from '../../test/test-app';
import { DEMO_PASSWORD } from '../db/seed/demo-data';
import { actionLog, appUser, company } from '../db/schema';

/**
 * The role × field matrix (issue 11 §1, docs/decisions/060): the route × role walk (access-control.api.test.ts)
 * proves who may call a route; this proves who may write which record and field through it. Every write route
 * must be listed here, either with its cases or with the reason it has no field-level rule, so a new route
 * cannot reopen the hole unnoticed.
 */

const { SUPER_ADMIN, OPERATIONS, FINANCE } = Role.ids;
// The super admin runs last: what it is allowed to do changes the fixtures the others were refused.
const ROLE_ORDER: readonly RoleId[] = [OPERATIONS, FINANCE, SUPER_ADMIN];
const EMAILS = new Map<RoleId, string>([
  [SUPER_ADMIN, DEMO_ACCOUNTS.superAdmin],
  [OPERATIONS, DEMO_ACCOUNTS.operations],
  [FINANCE, DEMO_ACCOUNTS.finance],
]);

interface Actor {
  roleId: RoleId;
  userId: number;
  headers: Record<string, string>;
}

interface FieldCase {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The route as registered, to check every write route is covered. */
  route: string;
  allowed: readonly RoleId[];
  /** The refusal's message (403 FORBIDDEN), per refused role where the route refuses some before the service. */
  message: string | ((roleId: RoleId) => string);
  /** False where an allowed call fails later for a reason of its own (an upload with no file). */
  allowedSucceeds?: boolean;
  request: (actor: Actor) => Promise<InjectOptions>;
}

let testApp: TestApp;
const actors = new Map<RoleId, Actor>();
let superAdmin: Actor;
let customerCompanyId: number;
let adminCompanyId: number;
let ops2Id: number;

async function signInAs(email: string): Promise<{ token: string; roleId: number; userId: number }> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json<{ data: { token: string; roleId: number; user: { id: number } } }>().data;
  return { token: data.token, roleId: data.roleId, userId: data.user.id };
}

async function call(options: InjectOptions) {
  return testApp.app.inject(options);
}

async function getUser(id: number): Promise<UserRow> {
  const response = await call({ method: 'GET', url: `/api/user/${id}`, headers: superAdmin.headers });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: UserRow }>().data;
}

async function getCompany(id: number): Promise<Company> {
  const response = await call({ method: 'GET', url: `/api/company/${id}`, headers: superAdmin.headers });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Company }>().data;
}

let emailCounter = 0;
function uniqueEmail(label: string): string {
  emailCounter += 1;
  return `matrix.${label}.${emailCounter}.${Date.now()}@example.com`;
}

/** A new account made by the super admin, for one case to act on. */
async function createAccount(roleId: RoleId, label: string): Promise<UserRow> {
  const response = await call({
    method: 'POST',
    url: '/api/user',
    headers: superAdmin.headers,
    payload: {
      email: uniqueEmail(label),
      firstName: 'Matrix',
      lastName: label,
      roleId,
      companyId: customerCompanyId,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: UserRow }>().data;
}

/** A case's call on an account made for it (of this role): `path` with `:id` the new account's id. */
function onNewAccount(
  roleId: RoleId,
  label: string,
  method: FieldCase['method'],
  path: string,
  payload?: Record<string, unknown>,
): FieldCase['request'] {
  return async (actor) => {
    const account = await createAccount(roleId, label);
    return {
      method,
      url: path.replace(':id', String(account.id)),
      headers: actor.headers,
      ...(payload ? { payload } : {}),
    };
  };
}

async function createCompany(companyTypeId: number, name: string): Promise<Company> {
  const response = await call({
    method: 'POST',
    url: '/api/company',
    headers: superAdmin.headers,
    payload: companyPayload({ companyTypeId, name }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Company }>().data;
}

function companyPayload(values: Partial<Record<string, unknown>>) {
  return {
    name: `Matrix Company ${Date.now()}`,
    companyTypeId: CompanyType.ids.BUYER,
    tier: null,
    registered: false,
    preferred: false,
    provinceId: 1,
    countryId: 1,
    timezoneId: 8,
    spatialGenericAddress: null,
    ...values,
  };
}

function putUser(user: UserRow, actor: Actor, changes: Partial<UserRow>): InjectOptions {
  return {
    method: 'PUT',
    url: '/api/user',
    headers: { ...actor.headers, [VERSION_HEADER]: String(user.version) },
    payload: { ...user, ...changes },
  };
}

function putCompany(found: Company, actor: Actor, changes: Partial<Company>): InjectOptions {
  return {
    method: 'PUT',
    url: '/api/company',
    headers: { ...actor.headers, [VERSION_HEADER]: String(found.version) },
    payload: { ...found, ...changes },
  };
}

const FIELD_CASES: FieldCase[] = [
  {
    name: 'raises a buyer account to super admin',
    method: 'PUT',
    route: '/api/user',
    allowed: [SUPER_ADMIN],
    message: MESSAGES.staffRoleSuperAdminOnly,
    request: async (actor) =>
      putUser(await createAccount(Role.ids.BUYER, 'raise'), actor, { roleId: SUPER_ADMIN }),
  },
  {
    name: 'creates an active super admin',
    method: 'POST',
    route: '/api/user',
    allowed: [SUPER_ADMIN],
    message: MESSAGES.staffRoleSuperAdminOnly,
    request: async (actor) => ({
      method: 'POST',
      url: '/api/user',
      headers: actor.headers,
      payload: {
        email: uniqueEmail('new-admin'),
        firstName: 'New',
        lastName: 'Admin',
        roleId: SUPER_ADMIN,
        statusId: UserStatus.ids.ACTIVE,
        companyId: adminCompanyId,
      },
    }),
  },
  {
    name: 'creates an operations account',
    method: 'POST',
    route: '/api/user',
    allowed: [SUPER_ADMIN],
    message: MESSAGES.staffRoleSuperAdminOnly,
    request: async (actor) => ({
      method: 'POST',
      url: '/api/user',
      headers: actor.headers,
      payload: { email: uniqueEmail('new-ops'), firstName: 'New', lastName: 'Ops', roleId: OPERATIONS },
    }),
  },
  {
    name: 'changes its own role',
    method: 'PUT',
    route: '/api/user',
    allowed: [],
    message: MESSAGES.ownRoleOrStatus,
    request: async (actor) => {
      const own = await getUser(actor.userId);
      return putUser(own, actor, { roleId: actor.roleId === SUPER_ADMIN ? OPERATIONS : SUPER_ADMIN });
    },
  },
  {
    name: 'changes its own status',
    method: 'PUT',
    route: '/api/user',
    allowed: [],
    message: MESSAGES.ownRoleOrStatus,
    request: async (actor) =>
      putUser(await getUser(actor.userId), actor, { statusId: UserStatus.ids.INACTIVE }),
  },
  {
    name: 'toggles its own status',
    method: 'GET',
    route: '/api/toggleUserStatus/:id',
    allowed: [],
    message: MESSAGES.ownRoleOrStatus,
    request: async (actor) => ({
      method: 'GET',
      url: `/api/toggleUserStatus/${actor.userId}`,
      headers: actor.headers,
    }),
  },
  {
    name: "changes a staff account's role",
    method: 'PUT',
    route: '/api/user',
    allowed: [SUPER_ADMIN],
    message: MESSAGES.staffAccountSuperAdminOnly,
    request: async (actor) =>
      putUser(await createAccount(FINANCE, 'staff-role'), actor, { roleId: Role.ids.BUYER }),
  },
  {
    name: "edits another staff account's phone (staff accounts are the super admin's)",
    method: 'PUT',
    route: '/api/user',
    allowed: [SUPER_ADMIN],
    message: MESSAGES.staffAccountSuperAdminOnly,
    request: async (actor) => putUser(await getUser(ops2Id), actor, { phoneNumber: '514-555-0177' }),
  },
  {
    name: 'toggles a staff account',
    method: 'GET',
    route: '/api/toggleUserStatus/:id',
    allowed: [SUPER_ADMIN],
    message: MESSAGES.staffAccountSuperAdminOnly,
    request: onNewAccount(OPERATIONS, 'staff-toggle', 'GET', '/api/toggleUserStatus/:id'),
  },
  {
    name: 'deletes a staff account',
    method: 'DELETE',
    route: '/api/user/:id',
    allowed: [SUPER_ADMIN],
    message: MESSAGES.staffAccountSuperAdminOnly,
    request: onNewAccount(FINANCE, 'staff-delete', 'DELETE', '/api/user/:id'),
  },
  {
    name: "unlocks a buyer's account",
    method: 'PUT',
    route: '/api/unlockUser/:id',
    allowed: [SUPER_ADMIN],
    message: MESSAGES.accessDenied,
    request: onNewAccount(Role.ids.BUYER, 'unlock', 'PUT', '/api/unlockUser/:id'),
  },
  {
    name: "sets a buyer's password",
    method: 'PUT',
    route: '/api/userPassword/:id',
    allowed: [SUPER_ADMIN],
    message: MESSAGES.accessDenied,
    request: onNewAccount(Role.ids.BUYER, 'password', 'PUT', '/api/userPassword/:id', {
      newPassword: 'another-password',
    }),
  },
  {
    name: 'sets its own password without the current one',
    method: 'PUT',
    route: '/api/userPassword/:id',
    allowed: [],
    // Only the super admin reaches the service; the route refuses the others.
    message: (roleId) =>
      roleId === SUPER_ADMIN ? MESSAGES.ownPasswordInAccountSettings : MESSAGES.accessDenied,
    request: async (actor) => ({
      method: 'PUT',
      url: `/api/userPassword/${actor.userId}`,
      headers: actor.headers,
      payload: { newPassword: 'another-password' },
    }),
  },
  {
    name: "uploads another user's avatar",
    method: 'POST',
    route: '/api/uploadAvatar',
    allowed: [SUPER_ADMIN],
    message: MESSAGES.avatarOwnOnly,
    // Refused before the upload is read; the allowed call is refused later for having no file.
    allowedSucceeds: false,
    request: async (actor) => ({
      method: 'POST',
      url: `/api/uploadAvatar?userId=${ops2Id}`,
      headers: { ...actor.headers, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    }),
  },
  {
    name: "deletes another user's avatar",
    method: 'DELETE',
    route: '/api/avatar/:id',
    allowed: [SUPER_ADMIN],
    message: MESSAGES.accessDenied,
    request: async (actor) => ({ method: 'DELETE', url: `/api/avatar/${ops2Id}`, headers: actor.headers }),
  },
  {
    name: 'creates an admin-type company',
    method: 'POST',
    route: '/api/company',
    allowed: [SUPER_ADMIN],
    message: MESSAGES.adminCompanySuperAdminOnly,
    request: async (actor) => ({
      method: 'POST',
      url: '/api/company',
      headers: actor.headers,
      payload: companyPayload({
        companyTypeId: CompanyType.ids.ADMIN,
        name: `Matrix Operator ${Date.now()}`,
      }),
    }),
  },
  {
    name: "edits the operator's own company",
    method: 'PUT',
    route: '/api/company',
    allowed: [SUPER_ADMIN],
    message: MESSAGES.adminCompanySuperAdminOnly,
    request: async (actor) =>
      putCompany(await getCompany(adminCompanyId), actor, { phoneNumber: '514-555-0100' }),
  },
  {
    name: 'turns a buyer company into an admin company',
    method: 'PUT',
    route: '/api/company',
    allowed: [SUPER_ADMIN],
    message: MESSAGES.adminCompanySuperAdminOnly,
    request: async (actor) =>
      putCompany(await createCompany(CompanyType.ids.BUYER, `Matrix Buyer ${Date.now()}`), actor, {
        companyTypeId: CompanyType.ids.ADMIN,
      }),
  },
  {
    name: 'deletes an admin-type company',
    method: 'DELETE',
    route: '/api/company/:id',
    allowed: [SUPER_ADMIN],
    message: MESSAGES.adminCompanySuperAdminOnly,
    request: async (actor) => {
      const operator = await createCompany(CompanyType.ids.ADMIN, `Matrix Operator Gone ${Date.now()}`);
      return { method: 'DELETE', url: `/api/company/${operator.id}`, headers: actor.headers };
    },
  },
  {
    name: "changes a seller's tier, registered and preferred flags",
    method: 'PUT',
    route: '/api/company',
    allowed: [SUPER_ADMIN, OPERATIONS],
    message: MESSAGES.companyFlagsNotAllowed,
    request: async (actor) => {
      const seller = await createCompany(CompanyType.ids.SELLER, `Matrix Seller ${Date.now()}`);
      return putCompany(seller, actor, { tier: 1, preferred: true, registered: true });
    },
  },
  {
    name: 'creates a company with a tier',
    method: 'POST',
    route: '/api/company',
    allowed: [SUPER_ADMIN, OPERATIONS],
    message: MESSAGES.companyFlagsNotAllowed,
    request: async (actor) => ({
      method: 'POST',
      url: '/api/company',
      headers: actor.headers,
      payload: companyPayload({
        companyTypeId: CompanyType.ids.SELLER,
        tier: 2,
        name: `Matrix Tier ${Date.now()}`,
      }),
    }),
  },
  {
    name: "sets a company's transaction fees",
    method: 'PUT',
    route: '/api/transactionFees',
    allowed: [SUPER_ADMIN, FINANCE],
    message: MESSAGES.transactionFeesNotAllowed,
    request: async (actor) => {
      const buyer = await createCompany(CompanyType.ids.BUYER, `Matrix Fees ${Date.now()}`);
      return {
        method: 'PUT',
        url: '/api/transactionFees',
        headers: actor.headers,
        payload: [{ companyId: buyer.id, feeTypeId: 1, rate: 2.5, minimumAmount: 10, version: 0 }],
      };
    },
  },
  {
    name: "sets one of a company's transaction fees",
    method: 'PUT',
    route: '/api/transactionFee',
    allowed: [SUPER_ADMIN, FINANCE],
    message: MESSAGES.transactionFeesNotAllowed,
    request: async (actor) => {
      const company = await createCompany(CompanyType.ids.SELLER, `Matrix Fee ${Date.now()}`);
      return {
        method: 'PUT',
        url: '/api/transactionFee',
        headers: actor.headers,
        payload: { companyId: company.id, feeTypeId: 2, rate: 3.5, minimumAmount: 0, version: 0 },
      };
    },
  },
  {
    name: 'changes the translations',
    method: 'PUT',
    route: '/api/dictionaries',
    allowed: [SUPER_ADMIN],
    message: MESSAGES.accessDenied,
    request: async (actor) => ({
      method: 'PUT',
      url: '/api/dictionaries',
      headers: actor.headers,
      payload: [{ key: `matrix.key${Date.now()}`, en: 'Matrix', fr: 'Matrice' }],
    }),
  },
];

/** Write routes with no field-level rule, and why: the route's role list is the whole rule. */
const NO_FIELD_RULES: Record<string, string> = {
  'POST /api/auth/signin': 'public; the session it opens carries the role',
  'GET /api/signout': "ends the caller's own session",
  'GET /api/keepalive': "refreshes the caller's own session",
  'PUT /api/account': "the caller's own name, phone and language only",
  'PUT /api/updatePassword': "the caller's own password, with the current one",
  // Saved views (decision 100): each user's own table views; another user's id answers 404 (saved-views tests).
  'POST /api/savedView': 'creates a view owned by the caller, whoever the caller is',
  'PUT /api/savedView/:id': "renames or replaces the caller's own view only",
  'DELETE /api/savedView/:id': "deletes the caller's own view only",
  'DELETE /api/avatar': "the caller's own avatar",
  // Quote Request Management is the super admin's (spec 001 §2, §6): the route's role list is the whole rule.
  'POST /api/quoteRequest': 'super admin only (spec 001 §2)',
  'PUT /api/quoteRequest': 'super admin only (spec 001 §2)',
  'DELETE /api/quoteRequest/:id': 'super admin only (spec 001 §2)',
  'GET /api/cancelQuoteRequest/:id': 'super admin only; the transitions table guards the status',
  'GET /api/reinstateQuoteRequest/:id': 'super admin only; the transitions table guards the status',
  'GET /api/archiveQuoteRequest/:id': 'super admin only; the transitions table guards the status',
  // The standardization workspace is every staff role's (issue 34, decision 200): no field of it is one role's.
  'POST /api/quoteConstruction':
    'all staff (the workspace’s Save & Complete, decision 200); the standardized quote must be complete',
  'POST /api/quoteRequestAttachment/:id': 'super admin only (spec 001 §2)',
  'DELETE /api/quoteRequestAttachment/:id': 'super admin only (spec 001 §2)',
  'POST /api/quoteStandardization':
    'all staff (decision 200): picks a request up into the workspace; names the request only',
  'PUT /api/quoteStandardization':
    'all staff (decision 200): the items’ product, size, specs, quantity, reviewed and note; no field is one role’s',
  'DELETE /api/standardizedQuote/:id':
    'super admin only (spec 001 §2; deleting stays with the management screen)',
  'GET /api/cancelStandardizedQuote/:id': 'super admin only; the transitions table guards the status',
  'GET /api/reinstateStandardizedQuote/:id': 'super admin only; the transitions table guards the status',
  'GET /api/relaunchGoMatch/:id': 'all staff (decision 200); the engine writes the items, WIP only',
  'POST /api/searchCandidatesDataset': 'reads the catalog only; writes nothing',
  // Quote construction (spec 001 §2, §6: the workspace is all staff's; decision 149): every editable field is
  // theirs; prices and totals are computed by the server, never taken from the client.
  'PUT /api/quoteConstruction': "all staff; only the lines' editable fields, priced by the server",
  'GET /api/publishQuote/:id': 'all staff; the transitions table guards the status (spec 001 §4)',
  'GET /api/moveQuoteToWip/:id': 'all staff; the transitions table guards the status (spec 001 §4)',
  'GET /api/cancelQuote/:id': 'all staff; the transitions table guards the status (spec 001 §4)',
  'GET /api/reinstateQuote/:id': 'all staff; the transitions table guards the status (spec 001 §4)',
  'DELETE /api/quote/:id': 'super admin only (spec 001 §2 Quote Management)',
  // The buyer's return and placing the order (decision 152): no field is any one role's.
  'PUT /api/quoteReturn':
    "all staff; only each line's accepted quantity; the transitions table guards the return",
  'POST /api/order': 'all staff; names a quote only, everything else is copied and priced by the server',
  // Order construction and status calls (spec 001 §2, §6: the workspace is all staff's; decisions 163, 164).
  'PUT /api/orderConstruction':
    "all staff; only the items' editable fields, the charges and the delivery fee, priced by the server",
  'PUT /api/orderComment': "all staff; the order's comment only",
  'PUT /api/updateOrderStatus': 'all staff; the transitions table guards the status (spec 001 §4)',
  'GET /api/cancelOrder/:id': 'all staff; the transitions table guards the status (spec 001 §4)',
  'GET /api/reinstateOrder/:id': 'all staff; the transitions table guards the status (spec 001 §4)',
  'GET /api/toggleOrderInvoiced/:id':
    'super admin and finance only on the route (spec 001 §6 order management; decision 164)',
  // Order Management (spec 001 §2, §6: super admin and finance; decision 167): the route's roles are the rule.
  'DELETE /api/order/:id': 'super admin and finance only (spec 001 §2 Order Management)',
  // Deliveries (issue 38, decision 209): the workspaces are all staff's; the server checks every reference and
  // computes the checks and roll-ups; the billed flag is the route's roles (finance's record).
  'POST /api/orderDelivery': 'all staff; names items and a truck count only',
  'PUT /api/orderDelivery':
    'all staff; every field of the workspace, references checked, statuses by the table',
  'DELETE /api/orderDelivery/:id': 'all staff; the transitions table guards the delete (spec 001 §4)',
  'PUT /api/addOrderDeliveryItems': 'all staff; names items only',
  'PUT /api/updateOrderDeliveryItems': "all staff; a pickup stop's items only",
  'GET /api/toggleOrderDeliveryVehicleBilled/:id': 'super admin and finance only on the route (decision 209)',
  'POST /api/quoteDelivery': 'all staff; names a quote, its lines and a truck count only',
  'PUT /api/quoteDelivery':
    'all staff; every field of the workspace, references checked, statuses by the table',
  'DELETE /api/quoteDelivery/:id': 'all staff; the transitions table guards the delete',
  'PUT /api/addQuoteDeliveryItems': "all staff; names the quote's lines only",
  'PUT /api/updateQuoteDeliveryItems': "all staff; a pickup stop's lines only",
  // The merge and the bills of lading (decisions 210, 211): the deliveries and stop named, versions checked.
  'POST /api/mergeOrderDeliveries': 'all staff; names deliveries and the versions read only',
  'POST /api/uploadBolAttachment': "all staff; a stop's file, checked by content, no field to choose",
  'DELETE /api/bolAttachment/:stopId': "all staff; removes a stop's file, no field to choose",
  // The picture manager (spec 001 §2, §6: all staff; decision 168): requests, reviews and pictures are no one
  // role's; the order's status, not the role, decides whether they may change.
  'PUT /api/orderPictureRequest': 'all staff; picture requests and reviews are no one role’s (decision 168)',
  'POST /api/uploadOrderItemPictures': 'all staff; pictures checked by content, no field to choose',
  'PUT /api/clearOrderItemPictures': 'all staff; removes pictures, no field to choose',
  'DELETE /api/orderItemPicture/:id': 'all staff; removes one picture, no field to choose',
  'POST /api/orderPhase':
    'all staff (spec 001 §2 phasing wizard); only items and quantities, the charges are shared by the server (decision 171)',
  // The SubOrder Dashboard (decision 166): all staff's screen; §6 narrows none of its edits.
  'PUT /api/subOrderRow/:id':
    "all staff; only the row's comment, pick days and delivery days, version-checked",
  'GET /api/toggleSubOrderBilled/:id': 'all staff (spec 001 §2, §6 narrow nothing on the SubOrder Dashboard)',
  // The purchase-order email (decisions 169, 170): the order, seller and address only; the text is the template's.
  'POST /api/sendDynamicEmail':
    'all staff; names an order, a seller of it and an address — the mail is the server’s',
  'POST /api/emailPreview': 'all staff; a computation that writes nothing',
  'POST /api/downloadEmailAttachment': 'all staff; reads an outbox PDF, writes nothing',
  'PUT /api/emailTemplate': 'super admin only on the route (decision 169); every field is the super admin’s',
  'DELETE /api/gomatchCorrection/:id':
    'super admin only (issue 13: corrections are removed by a super admin)',
  'POST /api/transporter': 'transporters have no restricted field; all staff manage them (spec 001 §2)',
  'PUT /api/transporter': 'transporters have no restricted field; all staff manage them (spec 001 §2)',
  'DELETE /api/transporter/:id': 'transporters have no restricted field; all staff manage them (spec 001 §2)',
  'POST /api/discount': 'discount types (name, description) are all staff’s (spec 001 §2 Discount Settings)',
  'PUT /api/discount': 'discount types (name, description) are all staff’s (spec 001 §2 Discount Settings)',
  'DELETE /api/discount/:id':
    'discount types (name, description) are all staff’s (spec 001 §2 Discount Settings)',
  'PUT /api/updateTaxRate': 'super admin only on the route (spec 001 §6); every field is the super admin’s',
  'POST /api/category': 'super admin only on the route (decision 052)',
  'PUT /api/category': 'super admin only on the route (decision 052)',
  'DELETE /api/category/:id': 'super admin only on the route (decision 052)',
  'GET /api/toggleCategoryAllowLinkProduct/:id': 'super admin only on the route (decision 052)',
  'POST /api/productSize': 'the size library is all staff’s (spec 001 §2, decision 052)',
  'PUT /api/productSize': 'the size library is all staff’s (spec 001 §2, decision 052)',
  'DELETE /api/productSize/:id': 'the size library is all staff’s (spec 001 §2, decision 052)',
  'POST /api/product': 'products are all staff’s (spec 001 §2, decision 052)',
  'PUT /api/product': 'products are all staff’s (spec 001 §2, decision 052)',
  'DELETE /api/product/:id': 'products are all staff’s (spec 001 §2, decision 052)',
  'POST /api/calculateRoute': 'a computation; writes nothing',
  'POST /api/optimizeRoute': 'a computation; writes nothing',
  'POST /api/test/timezone': 'reads the clock; writes nothing',
  'GET /api/clearQuoteVisitors/:id': 'presence only, no record',
  'GET /api/clearOrderVisitors/:id': 'presence only, no record',
  'GET /api/clearOrderDeliveryVisitors/:deliveryNumber': 'presence only, no record',
};

/** A GET that changes state (the spec's toggles and clears, sign-out, keepalive). */
function isWriteRoute(method: string, url: string): boolean {
  if (method !== 'GET') return true;
  return /\/(toggle|clear|cancel|reinstate|archive|relaunch|publish|move)[A-Za-z]*\/|\/signout$|\/keepalive$/.test(
    url,
  );
}

beforeAll(async () => {
  testApp = await createTestApp();
  for (const roleId of ROLE_ORDER) {
    const session = await signInAs(EMAILS.get(roleId) ?? '');
    actors.set(roleId, { roleId, userId: session.userId, headers: bearer(session.token) });
  }
  superAdmin = actors.get(SUPER_ADMIN) as Actor;
  const db = testApp.database.db;
  const [buyerCompany] = await db
    .select({ id: company.id })
    .from(company)
    .where(eq(company.companyTypeId, CompanyType.ids.BUYER))
    .limit(1);
  const [operatorCompany] = await db
    .select({ id: company.id })
    .from(company)
    .where(eq(company.companyTypeId, CompanyType.ids.ADMIN))
    .limit(1);
  const [ops2] = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(eq(appUser.email, 'ops2@example.com'));
  if (!buyerCompany || !operatorCompany || !ops2) throw new Error('the demo data lacks a fixture');
  customerCompanyId = buyerCompany.id;
  adminCompanyId = operatorCompany.id;
  ops2Id = ops2.id;
}, 120_000);

afterAll(async () => {
  await testApp.close();
});

/** The finance demo account works in French: its refusals come in French (decision 199). */
function inLanguageOf(roleId: RoleId, message: string): string {
  return roleId === FINANCE ? translateCatalogueText(message, translateToShippedFrench) : message;
}

describe('who may write which field (role × field matrix, decision 060)', () => {
  it('classifies every write route: field cases, or a stated reason it has none', () => {
    const covered = new Set([
      ...FIELD_CASES.map((fieldCase) => `${fieldCase.method} ${fieldCase.route}`),
      ...Object.keys(NO_FIELD_RULES),
    ]);
    const unclassified = testApp.app.registeredRoutes
      .filter((route) => route.access.kind === 'roles' || route.url === '/api/auth/signin')
      .filter((route) => isWriteRoute(route.method, route.url))
      .map((route) => `${route.method} ${route.url}`)
      .filter((key) => !covered.has(key));
    expect(unclassified, 'add each to FIELD_CASES or NO_FIELD_RULES with its reason').toEqual([]);
  });

  for (const fieldCase of FIELD_CASES) {
    it(`${fieldCase.name}: only ${fieldCase.allowed.map((roleId) => Role.labelOf(roleId)).join(', ') || 'nobody'}`, async () => {
      for (const roleId of ROLE_ORDER) {
        const actor = actors.get(roleId) as Actor;
        const response = await call(await fieldCase.request(actor));
        const label = `${fieldCase.name} as ${Role.labelOf(roleId)}: ${response.body}`;
        if (fieldCase.allowed.includes(roleId)) {
          if (fieldCase.allowedSucceeds === false) expect(response.statusCode, label).not.toBe(403);
          else expect(response.statusCode, label).toBe(200);
        } else {
          expect(response.statusCode, label).toBe(403);
          const message = inLanguageOf(
            roleId,
            typeof fieldCase.message === 'string' ? fieldCase.message : fieldCase.message(roleId),
          );
          expect(response.json(), label).toMatchObject({ code: ErrorCode.FORBIDDEN, message });
        }
      }
    });
  }
});

describe('a refused escalation (issue 11 §1)', () => {
  it('writes nothing, logs nothing in the action log, and the next sign-in keeps the role', async () => {
    const db = testApp.database.db;
    const countEntries = async () => (await db.select({ total: count() }).from(actionLog))[0]?.total ?? 0;
    const before = await countEntries();
    for (const roleId of [OPERATIONS, FINANCE] as const) {
      const actor = actors.get(roleId) as Actor;
      const own = await getUser(actor.userId);
      const escalation = await call(putUser(own, actor, { roleId: SUPER_ADMIN }));
      expect(escalation.statusCode).toBe(403);
      expect(escalation.json<{ message: string }>().message).toBe(
        inLanguageOf(roleId, MESSAGES.ownRoleOrStatus),
      );
      const creation = await call({
        method: 'POST',
        url: '/api/user',
        headers: actor.headers,
        payload: {
          email: `escalation.${roleId}@example.com`,
          firstName: 'Sneaky',
          lastName: 'Admin',
          roleId: SUPER_ADMIN,
          statusId: UserStatus.ids.ACTIVE,
          companyId: adminCompanyId,
        },
      });
      expect(creation.statusCode).toBe(403);
      const created = await db
        .select({ id: appUser.id })
        .from(appUser)
        .where(eq(appUser.email, `escalation.${roleId}@example.com`));
      expect(created).toEqual([]);
      expect((await getUser(actor.userId)).version).toBe(own.version);
    }
    expect(await countEntries()).toBe(before);
    for (const roleId of [OPERATIONS, FINANCE] as const) {
      const again = await signInAs(EMAILS.get(roleId) ?? '');
      expect(again.roleId).toBe(roleId);
    }
  });

  it('lets the super admin grant and remove the super admin role', async () => {
    const buyer = await createAccount(Role.ids.BUYER, 'promote');
    const promoted = await call(putUser(buyer, superAdmin, { roleId: SUPER_ADMIN }));
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json<{ data: UserRow }>().data.roleId).toBe(SUPER_ADMIN);
    const demoted = await call(
      putUser(promoted.json<{ data: UserRow }>().data, superAdmin, { roleId: Role.ids.SELLER_ADMIN }),
    );
    expect(demoted.statusCode).toBe(200);
    expect((await getUser(buyer.id)).roleId).toBe(Role.ids.SELLER_ADMIN);
  });

  it('lets operations and finance manage buyer and seller accounts end to end', async () => {
    for (const roleId of [OPERATIONS, FINANCE] as const) {
      const actor = actors.get(roleId) as Actor;
      const created = await call({
        method: 'POST',
        url: '/api/user',
        headers: actor.headers,
        payload: {
          email: uniqueEmail(`managed-${roleId}`),
          firstName: 'Managed',
          lastName: 'Buyer',
          roleId: Role.ids.BUYER,
          companyId: customerCompanyId,
        },
      });
      expect(created.statusCode, created.body).toBe(200);
      const user = created.json<{ data: UserRow }>().data;
      const edited = await call(
        putUser(user, actor, { roleId: Role.ids.SELLER_ADMIN, phoneNumber: '(450) 555-0142' }),
      );
      expect(edited.statusCode, edited.body).toBe(200);
      const toggled = await call({
        method: 'GET',
        url: `/api/toggleUserStatus/${user.id}`,
        headers: actor.headers,
      });
      expect(toggled.json<{ data: UserRow }>().data.statusId).toBe(UserStatus.ids.ACTIVE);
      const deleted = await call({ method: 'DELETE', url: `/api/user/${user.id}`, headers: actor.headers });
      expect(deleted.statusCode, deleted.body).toBe(200);
    }
  });

  it('offers each role exactly the roles it may give (GET roles?assignable=true)', async () => {
    const expected = new Map<RoleId, number[]>([
      [SUPER_ADMIN, [1, 2, 3, 4, 5, 9]],
      [OPERATIONS, [1, 2, 5]],
      [FINANCE, [1, 2, 5]],
    ]);
    for (const roleId of STAFF_ROLE_IDS) {
      const actor = actors.get(roleId) as Actor;
      const response = await call({
        method: 'GET',
        url: '/api/roles?assignable=true',
        headers: actor.headers,
      });
      expect(response.json<{ data: Array<{ id: number }> }>().data.map((role) => role.id)).toEqual(
        expected.get(roleId),
      );
    }
    const all = await call({
      method: 'GET',
      url: '/api/roles',
      headers: actors.get(OPERATIONS)?.headers ?? {},
    });
    expect(all.json<{ data: unknown[] }>().data).toHaveLength(6);
  });
});
