ALTER TABLE "clinics" ADD COLUMN "municipal_holiday_day" smallint;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "municipal_holiday_month" smallint;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "municipal_holiday_name" text;--> statement-breakpoint
ALTER TABLE "clinics" ADD CONSTRAINT "clinics_municipal_holiday_ck" CHECK (("clinics"."municipal_holiday_day" is null) = ("clinics"."municipal_holiday_month" is null)
          and "clinics"."municipal_holiday_day" between 1 and 31 and "clinics"."municipal_holiday_month" between 1 and 12);