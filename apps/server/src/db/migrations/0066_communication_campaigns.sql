CREATE TABLE "communication_recipients" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"communication_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"address" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"message_id" uuid,
	"last_error" text,
	"unsubscribe_hash" text,
	CONSTRAINT "communication_recipients_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "communication_templates" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"method" "message_channel" NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"seed_key" text,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "communication_templates_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "communications" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"method" "message_channel" NOT NULL,
	"template_id" uuid,
	"template_name" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"recipients_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"sent_at" timestamp with time zone,
	CONSTRAINT "communications_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "communication_recipients" ADD CONSTRAINT "communication_recipients_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communication_recipients" ADD CONSTRAINT "communication_recipients_communication_id_fk" FOREIGN KEY ("tenant_id","communication_id") REFERENCES "public"."communications"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communication_recipients" ADD CONSTRAINT "communication_recipients_patient_id_fk" FOREIGN KEY ("tenant_id","patient_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communication_recipients" ADD CONSTRAINT "communication_recipients_message_id_fk" FOREIGN KEY ("tenant_id","message_id") REFERENCES "public"."outbound_messages"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communication_templates" ADD CONSTRAINT "communication_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communications" ADD CONSTRAINT "communications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communications" ADD CONSTRAINT "communications_template_id_fk" FOREIGN KEY ("tenant_id","template_id") REFERENCES "public"."communication_templates"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communications" ADD CONSTRAINT "communications_created_by_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "communication_recipients_uq" ON "communication_recipients" USING btree ("tenant_id","communication_id","patient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "communication_recipients_unsubscribe_uq" ON "communication_recipients" USING btree ("tenant_id","unsubscribe_hash") WHERE unsubscribe_hash is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "communication_templates_name_uq" ON "communication_templates" USING btree ("tenant_id","name") WHERE active;--> statement-breakpoint
CREATE UNIQUE INDEX "communication_templates_seed_uq" ON "communication_templates" USING btree ("tenant_id","seed_key");--> statement-breakpoint
CREATE INDEX "communications_tenant_created_idx" ON "communications" USING btree ("tenant_id","created_at");