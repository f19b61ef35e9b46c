import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantKeys } from './common.js';
import { users } from './users.js';

export const serviceUnit = pgEnum('service_unit', ['unit', 'kg', 'g', 'l', 'other']);
export const serviceKind = pgEnum('service_kind', ['session', 'product']);
export const vatClass = pgEnum('vat_class', ['normal', 'intermediate', 'reduced']);

export const specialties = pgTable(
  'specialties',
  {
    ...tenantColumns,
    name: text('name').notNull(),
  },
  (t) => [...tenantKeys(t), uniqueIndex('specialties_tenant_name_uq').on(t.tenantId, sql`lower(${t.name})`)],
);

export const professionalSpecialties = pgTable(
  'professional_specialties',
  {
    ...tenantColumns,
    userId: uuid('user_id').notNull(),
    specialtyId: uuid('specialty_id').notNull(),
  },
  (t) => [
    ...tenantKeys(t, { userId: [users, 'cascade'], specialtyId: [specialties, 'cascade'] }),
    uniqueIndex('professional_specialties_uq').on(t.tenantId, t.userId, t.specialtyId),
  ],
);

/** What the clinic sells: sessions (treatments) and products (which move stock). */
export const services = pgTable(
  'services',
  {
    ...tenantColumns,
    name: text('name').notNull(),
    description: text('description'),
    priceCents: integer('price_cents').notNull(),
    unit: serviceUnit('unit').notNull().default('unit'),
    durationMinutes: integer('duration_minutes'),
    /** Either a VAT class (its rate follows the clinic's tax region) or an AT exemption code (M07 for health services). */
    vatClass: vatClass('vat_class'),
    taxExemptionCode: text('tax_exemption_code'),
    specialtyId: uuid('specialty_id'),
    colour: text('colour'),
    kind: serviceKind('kind').notNull().default('session'),
    active: boolean('active').notNull().default(true),
    /**
     * A product's stock in thousandths of its unit (decision 041): the sum of its `stock_movements`,
     * kept by the stock module in the transaction of each movement (its row lock orders them).
     */
    stockQuantityMilli: integer('stock_quantity_milli').notNull().default(0),
    /** Below this (thousandths of the unit) a product is listed as «Stock baixo»; null: no threshold. */
    lowStockThresholdMilli: integer('low_stock_threshold_milli'),
    /** Offered on the public booking page (issue 48). */
    bookableOnline: boolean('bookable_online').notNull().default(false),
    /** A booking from the public page takes one of the clinic's free rooms. */
    needsRoom: boolean('needs_room').notNull().default(false),
  },
  (t) => [
    ...tenantKeys(t, { specialtyId: [specialties, 'set null'] }),
    uniqueIndex('services_tenant_name_uq').on(t.tenantId, sql`lower(${t.name})`),
    index('services_tenant_active_idx').on(t.tenantId, t.active),
    check('services_price_ck', sql`${t.priceCents} >= 0`),
    check('services_low_stock_threshold_ck', sql`${t.lowStockThresholdMilli} >= 0`),
    check('services_tax_class_ck', sql`(${t.vatClass} is null) <> (${t.taxExemptionCode} is null)`),
  ],
);

export const insurers = pgTable(
  'insurers',
  {
    ...tenantColumns,
    name: text('name').notNull(),
    /** The name its documents are addressed to (issue 45); the list's name when null. */
    fiscalName: text('fiscal_name'),
    nif: text('nif'),
    address: text('address'),
    postalCode: text('postal_code'),
    city: text('city'),
    /** The clinic's agreement (provider) number with this insurer. */
    agreementNumber: text('agreement_number'),
    contact: text('contact'),
    email: text('email'),
    phone: text('phone'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [...tenantKeys(t), uniqueIndex('insurers_tenant_name_uq').on(t.tenantId, sql`lower(${t.name})`)],
);
