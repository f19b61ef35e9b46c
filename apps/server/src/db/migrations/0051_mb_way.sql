ALTER TYPE "public"."expense_method" ADD VALUE 'mb_way' BEFORE 'current_account';--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'mb_way' BEFORE 'current_account';