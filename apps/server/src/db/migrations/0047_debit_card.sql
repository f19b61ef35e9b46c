ALTER TYPE "public"."expense_method" ADD VALUE 'debit_card' BEFORE 'cash';--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'debit_card' BEFORE 'cash';