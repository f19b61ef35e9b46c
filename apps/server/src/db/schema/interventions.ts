import { sql } from 'drizzle-orm';
import { boolean, index, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { interventionRegions, interventionTypes } from '@clinica/contracts/interventions';
import { baseColumns } from './common.js';
import { tenants } from './tenants.js';

export const interventionType = pgEnum('intervention_type', interventionTypes);
export const interventionRegion = pgEnum('intervention_region', interventionRegions);

/**
 * The clinic's library of interventions (issue 24). A name is unique per clinic account among active
 * ones, case and accents ignored (`app_search_text`, migration 0006) — the index answers two
 * concurrent creates of one name. One that sessions or programmes used is deactivated, never deleted.
 */
export const interventions = pgTable(
  'interventions',
  {
    ...baseColumns,
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    type: interventionType('type').notNull().default('exercise'),
    videoUrl: text('video_url'),
    description: text('description'),
    region: interventionRegion('region'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('interventions_tenant_name_uq')
      .on(t.tenantId, sql`app_search_text(${t.name})`)
      .where(sql`${t.active}`),
    index('interventions_tenant_active_name_idx').on(t.tenantId, t.active, sql`app_search_text(${t.name})`),
  ],
);
