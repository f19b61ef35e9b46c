CREATE TABLE "login_emails" (
	"email" text PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_token_hash_unique";--> statement-breakpoint
ALTER TABLE "user_tokens" DROP CONSTRAINT "user_tokens_token_hash_unique";--> statement-breakpoint
ALTER TABLE "appointment_history" DROP CONSTRAINT "appointment_history_appointment_id_appointments_id_fk";
--> statement-breakpoint
ALTER TABLE "appointment_history" DROP CONSTRAINT "appointment_history_actor_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "appointment_series" DROP CONSTRAINT "appointment_series_patient_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "appointment_series" DROP CONSTRAINT "appointment_series_professional_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "appointment_series" DROP CONSTRAINT "appointment_series_service_id_services_id_fk";
--> statement-breakpoint
ALTER TABLE "appointment_series" DROP CONSTRAINT "appointment_series_clinic_id_clinics_id_fk";
--> statement-breakpoint
ALTER TABLE "appointment_series" DROP CONSTRAINT "appointment_series_space_id_clinic_spaces_id_fk";
--> statement-breakpoint
ALTER TABLE "appointment_series" DROP CONSTRAINT "appointment_series_created_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_patient_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_professional_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_service_id_services_id_fk";
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_clinic_id_clinics_id_fk";
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_space_id_clinic_spaces_id_fk";
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_series_id_appointment_series_id_fk";
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_created_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_outside_schedule_confirmed_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "cash_close_lines" DROP CONSTRAINT "cash_close_lines_close_id_cash_closes_id_fk";
--> statement-breakpoint
ALTER TABLE "cash_closes" DROP CONSTRAINT "cash_closes_clinic_id_clinics_id_fk";
--> statement-breakpoint
ALTER TABLE "cash_closes" DROP CONSTRAINT "cash_closes_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "cash_closes" DROP CONSTRAINT "cash_closes_closed_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "professional_specialties" DROP CONSTRAINT "professional_specialties_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "professional_specialties" DROP CONSTRAINT "professional_specialties_specialty_id_specialties_id_fk";
--> statement-breakpoint
ALTER TABLE "services" DROP CONSTRAINT "services_specialty_id_specialties_id_fk";
--> statement-breakpoint
ALTER TABLE "clinic_schedules" DROP CONSTRAINT "clinic_schedules_clinic_id_clinics_id_fk";
--> statement-breakpoint
ALTER TABLE "clinic_spaces" DROP CONSTRAINT "clinic_spaces_clinic_id_clinics_id_fk";
--> statement-breakpoint
ALTER TABLE "user_clinics" DROP CONSTRAINT "user_clinics_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "user_clinics" DROP CONSTRAINT "user_clinics_clinic_id_clinics_id_fk";
--> statement-breakpoint
ALTER TABLE "evaluation_addenda" DROP CONSTRAINT "evaluation_addenda_evaluation_id_evaluations_id_fk";
--> statement-breakpoint
ALTER TABLE "evaluation_addenda" DROP CONSTRAINT "evaluation_addenda_author_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "evaluations" DROP CONSTRAINT "evaluations_appointment_id_appointments_id_fk";
--> statement-breakpoint
ALTER TABLE "evaluations" DROP CONSTRAINT "evaluations_patient_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "evaluations" DROP CONSTRAINT "evaluations_professional_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "exercise_programme_items" DROP CONSTRAINT "exercise_programme_items_programme_id_exercise_programmes_id_fk";
--> statement-breakpoint
ALTER TABLE "exercise_programme_items" DROP CONSTRAINT "exercise_programme_items_intervention_id_interventions_id_fk";
--> statement-breakpoint
ALTER TABLE "exercise_programme_sessions" DROP CONSTRAINT "exercise_programme_sessions_programme_id_exercise_programmes_id_fk";
--> statement-breakpoint
ALTER TABLE "exercise_programme_sessions" DROP CONSTRAINT "exercise_programme_sessions_marked_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "exercise_programmes" DROP CONSTRAINT "exercise_programmes_patient_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "exercise_programmes" DROP CONSTRAINT "exercise_programmes_professional_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "expenses" DROP CONSTRAINT "expenses_receipt_file_id_files_id_fk";
--> statement-breakpoint
ALTER TABLE "expenses" DROP CONSTRAINT "expenses_created_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_owner_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "fiscal_copies" DROP CONSTRAINT "fiscal_copies_document_id_invoicing_documents_id_fk";
--> statement-breakpoint
ALTER TABLE "fiscal_copies" DROP CONSTRAINT "fiscal_copies_payment_id_payments_id_fk";
--> statement-breakpoint
ALTER TABLE "instrument_responses" DROP CONSTRAINT "instrument_responses_patient_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "instrument_responses" DROP CONSTRAINT "instrument_responses_appointment_id_appointments_id_fk";
--> statement-breakpoint
ALTER TABLE "instrument_responses" DROP CONSTRAINT "instrument_responses_professional_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "interventions_performed" DROP CONSTRAINT "interventions_performed_appointment_id_appointments_id_fk";
--> statement-breakpoint
ALTER TABLE "interventions_performed" DROP CONSTRAINT "interventions_performed_patient_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "interventions_performed" DROP CONSTRAINT "interventions_performed_intervention_id_interventions_id_fk";
--> statement-breakpoint
ALTER TABLE "interventions_performed" DROP CONSTRAINT "interventions_performed_professional_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "invoicing_document_lines" DROP CONSTRAINT "invoicing_document_lines_document_id_invoicing_documents_id_fk";
--> statement-breakpoint
ALTER TABLE "invoicing_document_lines" DROP CONSTRAINT "invoicing_document_lines_appointment_id_appointments_id_fk";
--> statement-breakpoint
ALTER TABLE "invoicing_document_lines" DROP CONSTRAINT "invoicing_document_lines_service_id_services_id_fk";
--> statement-breakpoint
ALTER TABLE "invoicing_document_lines" DROP CONSTRAINT "invoicing_document_lines_credited_line_id_invoicing_document_lines_id_fk";
--> statement-breakpoint
ALTER TABLE "invoicing_documents" DROP CONSTRAINT "invoicing_documents_patient_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "invoicing_documents" DROP CONSTRAINT "invoicing_documents_series_id_invoicing_series_id_fk";
--> statement-breakpoint
ALTER TABLE "invoicing_documents" DROP CONSTRAINT "invoicing_documents_created_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "invoicing_documents" DROP CONSTRAINT "invoicing_documents_issued_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "invoicing_documents" DROP CONSTRAINT "invoicing_documents_clinic_id_clinics_id_fk";
--> statement-breakpoint
ALTER TABLE "invoicing_documents" DROP CONSTRAINT "invoicing_documents_credited_document_id_invoicing_documents_id_fk";
--> statement-breakpoint
ALTER TABLE "invoicing_documents" DROP CONSTRAINT "invoicing_documents_cancelled_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "patient_profiles" DROP CONSTRAINT "patient_profiles_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "patient_profiles" DROP CONSTRAINT "patient_profiles_insurer_id_insurers_id_fk";
--> statement-breakpoint
ALTER TABLE "patient_profiles" DROP CONSTRAINT "patient_profiles_reference_id_references_id_fk";
--> statement-breakpoint
ALTER TABLE "invoicing_document_payments" DROP CONSTRAINT "invoicing_document_payments_document_id_invoicing_documents_id_fk";
--> statement-breakpoint
ALTER TABLE "payment_allocations" DROP CONSTRAINT "payment_allocations_payment_id_payments_id_fk";
--> statement-breakpoint
ALTER TABLE "payment_allocations" DROP CONSTRAINT "payment_allocations_document_id_invoicing_documents_id_fk";
--> statement-breakpoint
ALTER TABLE "payment_regularisations" DROP CONSTRAINT "payment_regularisations_payment_id_payments_id_fk";
--> statement-breakpoint
ALTER TABLE "payment_regularisations" DROP CONSTRAINT "payment_regularisations_document_id_invoicing_documents_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_patient_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_receipt_series_id_invoicing_series_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_advance_document_id_invoicing_documents_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_advance_service_id_services_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_clinic_id_clinics_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_created_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_cancelled_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_patient_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_document_id_invoicing_documents_id_fk";
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_clinic_id_clinics_id_fk";
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_created_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "professional_schedules" DROP CONSTRAINT "professional_schedules_professional_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "professional_schedules" DROP CONSTRAINT "professional_schedules_clinic_id_clinics_id_fk";
--> statement-breakpoint
ALTER TABLE "schedule_exceptions" DROP CONSTRAINT "schedule_exceptions_professional_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "schedule_exceptions" DROP CONSTRAINT "schedule_exceptions_clinic_id_clinics_id_fk";
--> statement-breakpoint
ALTER TABLE "email_codes" DROP CONSTRAINT "email_codes_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "user_tokens" DROP CONSTRAINT "user_tokens_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "permissions" DROP CONSTRAINT "permissions_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "payment_allocations_payment_document_uq";--> statement-breakpoint
DROP INDEX "users_login_email_uq";--> statement-breakpoint
DROP INDEX "users_ical_token_uq";--> statement-breakpoint
ALTER TABLE "appointment_history" DROP CONSTRAINT "appointment_history_pkey";--> statement-breakpoint
ALTER TABLE "appointment_series" DROP CONSTRAINT "appointment_series_pkey";--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_pkey";--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_pkey";--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_pkey";--> statement-breakpoint
ALTER TABLE "cash_close_lines" DROP CONSTRAINT "cash_close_lines_pkey";--> statement-breakpoint
ALTER TABLE "cash_closes" DROP CONSTRAINT "cash_closes_pkey";--> statement-breakpoint
ALTER TABLE "insurers" DROP CONSTRAINT "insurers_pkey";--> statement-breakpoint
ALTER TABLE "professional_specialties" DROP CONSTRAINT "professional_specialties_pkey";--> statement-breakpoint
ALTER TABLE "services" DROP CONSTRAINT "services_pkey";--> statement-breakpoint
ALTER TABLE "specialties" DROP CONSTRAINT "specialties_pkey";--> statement-breakpoint
ALTER TABLE "clinic_schedules" DROP CONSTRAINT "clinic_schedules_pkey";--> statement-breakpoint
ALTER TABLE "clinic_spaces" DROP CONSTRAINT "clinic_spaces_pkey";--> statement-breakpoint
ALTER TABLE "clinics" DROP CONSTRAINT "clinics_pkey";--> statement-breakpoint
ALTER TABLE "user_clinics" DROP CONSTRAINT "user_clinics_pkey";--> statement-breakpoint
ALTER TABLE "evaluation_addenda" DROP CONSTRAINT "evaluation_addenda_pkey";--> statement-breakpoint
ALTER TABLE "evaluations" DROP CONSTRAINT "evaluations_pkey";--> statement-breakpoint
ALTER TABLE "exercise_programme_items" DROP CONSTRAINT "exercise_programme_items_pkey";--> statement-breakpoint
ALTER TABLE "exercise_programme_sessions" DROP CONSTRAINT "exercise_programme_sessions_pkey";--> statement-breakpoint
ALTER TABLE "exercise_programmes" DROP CONSTRAINT "exercise_programmes_pkey";--> statement-breakpoint
ALTER TABLE "expenses" DROP CONSTRAINT "expenses_pkey";--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_pkey";--> statement-breakpoint
ALTER TABLE "fiscal_copies" DROP CONSTRAINT "fiscal_copies_pkey";--> statement-breakpoint
ALTER TABLE "instrument_responses" DROP CONSTRAINT "instrument_responses_pkey";--> statement-breakpoint
ALTER TABLE "interventions" DROP CONSTRAINT "interventions_pkey";--> statement-breakpoint
ALTER TABLE "interventions_performed" DROP CONSTRAINT "interventions_performed_pkey";--> statement-breakpoint
ALTER TABLE "invoicing_document_lines" DROP CONSTRAINT "invoicing_document_lines_pkey";--> statement-breakpoint
ALTER TABLE "invoicing_documents" DROP CONSTRAINT "invoicing_documents_pkey";--> statement-breakpoint
ALTER TABLE "invoicing_series" DROP CONSTRAINT "invoicing_series_pkey";--> statement-breakpoint
ALTER TABLE "outbound_messages" DROP CONSTRAINT "outbound_messages_pkey";--> statement-breakpoint
ALTER TABLE "patient_profiles" DROP CONSTRAINT "patient_profiles_pkey";--> statement-breakpoint
ALTER TABLE "references" DROP CONSTRAINT "references_pkey";--> statement-breakpoint
ALTER TABLE "invoicing_document_payments" DROP CONSTRAINT "invoicing_document_payments_pkey";--> statement-breakpoint
ALTER TABLE "payment_allocations" DROP CONSTRAINT "payment_allocations_pkey";--> statement-breakpoint
ALTER TABLE "payment_regularisations" DROP CONSTRAINT "payment_regularisations_pkey";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_pkey";--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_pkey";--> statement-breakpoint
ALTER TABLE "professional_schedules" DROP CONSTRAINT "professional_schedules_pkey";--> statement-breakpoint
ALTER TABLE "schedule_exceptions" DROP CONSTRAINT "schedule_exceptions_pkey";--> statement-breakpoint
ALTER TABLE "email_codes" DROP CONSTRAINT "email_codes_pkey";--> statement-breakpoint
ALTER TABLE "user_tokens" DROP CONSTRAINT "user_tokens_pkey";--> statement-breakpoint
ALTER TABLE "permissions" DROP CONSTRAINT "permissions_pkey";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_pkey";--> statement-breakpoint
ALTER TABLE "appointment_history" ADD CONSTRAINT "appointment_history_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "cash_close_lines" ADD CONSTRAINT "cash_close_lines_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "cash_closes" ADD CONSTRAINT "cash_closes_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "insurers" ADD CONSTRAINT "insurers_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "professional_specialties" ADD CONSTRAINT "professional_specialties_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "specialties" ADD CONSTRAINT "specialties_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "clinic_schedules" ADD CONSTRAINT "clinic_schedules_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "clinic_spaces" ADD CONSTRAINT "clinic_spaces_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "clinics" ADD CONSTRAINT "clinics_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "user_clinics" ADD CONSTRAINT "user_clinics_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "evaluation_addenda" ADD CONSTRAINT "evaluation_addenda_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "exercise_programme_items" ADD CONSTRAINT "exercise_programme_items_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "exercise_programme_sessions" ADD CONSTRAINT "exercise_programme_sessions_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "exercise_programmes" ADD CONSTRAINT "exercise_programmes_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "fiscal_copies" ADD CONSTRAINT "fiscal_copies_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "instrument_responses" ADD CONSTRAINT "instrument_responses_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "interventions" ADD CONSTRAINT "interventions_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "interventions_performed" ADD CONSTRAINT "interventions_performed_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "invoicing_document_lines" ADD CONSTRAINT "invoicing_document_lines_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "invoicing_documents" ADD CONSTRAINT "invoicing_documents_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "invoicing_series" ADD CONSTRAINT "invoicing_series_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "patient_profiles" ADD CONSTRAINT "patient_profiles_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "references" ADD CONSTRAINT "references_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "invoicing_document_payments" ADD CONSTRAINT "invoicing_document_payments_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "payment_regularisations" ADD CONSTRAINT "payment_regularisations_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "professional_schedules" ADD CONSTRAINT "professional_schedules_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "schedule_exceptions" ADD CONSTRAINT "schedule_exceptions_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "email_codes" ADD CONSTRAINT "email_codes_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "login_emails_user_uq" ON "login_emails" USING btree ("tenant_id","user_id");--> statement-breakpoint
ALTER TABLE "appointment_history" ADD CONSTRAINT "appointment_history_appointment_id_fk" FOREIGN KEY ("tenant_id","appointment_id") REFERENCES "public"."appointments"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_history" ADD CONSTRAINT "appointment_history_actor_id_fk" FOREIGN KEY ("tenant_id","actor_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_patient_id_fk" FOREIGN KEY ("tenant_id","patient_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_professional_id_fk" FOREIGN KEY ("tenant_id","professional_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_service_id_fk" FOREIGN KEY ("tenant_id","service_id") REFERENCES "public"."services"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_clinic_id_fk" FOREIGN KEY ("tenant_id","clinic_id") REFERENCES "public"."clinics"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_space_id_fk" FOREIGN KEY ("tenant_id","space_id") REFERENCES "public"."clinic_spaces"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_created_by_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_id_fk" FOREIGN KEY ("tenant_id","patient_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_professional_id_fk" FOREIGN KEY ("tenant_id","professional_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_service_id_fk" FOREIGN KEY ("tenant_id","service_id") REFERENCES "public"."services"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_clinic_id_fk" FOREIGN KEY ("tenant_id","clinic_id") REFERENCES "public"."clinics"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_space_id_fk" FOREIGN KEY ("tenant_id","space_id") REFERENCES "public"."clinic_spaces"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_series_id_fk" FOREIGN KEY ("tenant_id","series_id") REFERENCES "public"."appointment_series"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_created_by_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_outside_schedule_confirmed_by_fk" FOREIGN KEY ("tenant_id","outside_schedule_confirmed_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_close_lines" ADD CONSTRAINT "cash_close_lines_close_id_fk" FOREIGN KEY ("tenant_id","close_id") REFERENCES "public"."cash_closes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_closes" ADD CONSTRAINT "cash_closes_clinic_id_fk" FOREIGN KEY ("tenant_id","clinic_id") REFERENCES "public"."clinics"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_closes" ADD CONSTRAINT "cash_closes_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_closes" ADD CONSTRAINT "cash_closes_closed_by_fk" FOREIGN KEY ("tenant_id","closed_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_specialties" ADD CONSTRAINT "professional_specialties_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_specialties" ADD CONSTRAINT "professional_specialties_specialty_id_fk" FOREIGN KEY ("tenant_id","specialty_id") REFERENCES "public"."specialties"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_specialty_id_fk" FOREIGN KEY ("tenant_id","specialty_id") REFERENCES "public"."specialties"("tenant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_schedules" ADD CONSTRAINT "clinic_schedules_clinic_id_fk" FOREIGN KEY ("tenant_id","clinic_id") REFERENCES "public"."clinics"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_spaces" ADD CONSTRAINT "clinic_spaces_clinic_id_fk" FOREIGN KEY ("tenant_id","clinic_id") REFERENCES "public"."clinics"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_clinics" ADD CONSTRAINT "user_clinics_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_clinics" ADD CONSTRAINT "user_clinics_clinic_id_fk" FOREIGN KEY ("tenant_id","clinic_id") REFERENCES "public"."clinics"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_addenda" ADD CONSTRAINT "evaluation_addenda_evaluation_id_fk" FOREIGN KEY ("tenant_id","evaluation_id") REFERENCES "public"."evaluations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_addenda" ADD CONSTRAINT "evaluation_addenda_author_id_fk" FOREIGN KEY ("tenant_id","author_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_appointment_id_fk" FOREIGN KEY ("tenant_id","appointment_id") REFERENCES "public"."appointments"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_patient_id_fk" FOREIGN KEY ("tenant_id","patient_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_professional_id_fk" FOREIGN KEY ("tenant_id","professional_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_programme_items" ADD CONSTRAINT "exercise_programme_items_programme_id_fk" FOREIGN KEY ("tenant_id","programme_id") REFERENCES "public"."exercise_programmes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_programme_items" ADD CONSTRAINT "exercise_programme_items_intervention_id_fk" FOREIGN KEY ("tenant_id","intervention_id") REFERENCES "public"."interventions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_programme_sessions" ADD CONSTRAINT "exercise_programme_sessions_programme_id_fk" FOREIGN KEY ("tenant_id","programme_id") REFERENCES "public"."exercise_programmes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_programme_sessions" ADD CONSTRAINT "exercise_programme_sessions_marked_by_fk" FOREIGN KEY ("tenant_id","marked_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_programmes" ADD CONSTRAINT "exercise_programmes_patient_id_fk" FOREIGN KEY ("tenant_id","patient_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_programmes" ADD CONSTRAINT "exercise_programmes_professional_id_fk" FOREIGN KEY ("tenant_id","professional_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_receipt_file_id_fk" FOREIGN KEY ("tenant_id","receipt_file_id") REFERENCES "public"."files"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_created_by_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_fk" FOREIGN KEY ("tenant_id","owner_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_copies" ADD CONSTRAINT "fiscal_copies_document_id_fk" FOREIGN KEY ("tenant_id","document_id") REFERENCES "public"."invoicing_documents"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_copies" ADD CONSTRAINT "fiscal_copies_payment_id_fk" FOREIGN KEY ("tenant_id","payment_id") REFERENCES "public"."payments"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instrument_responses" ADD CONSTRAINT "instrument_responses_patient_id_fk" FOREIGN KEY ("tenant_id","patient_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instrument_responses" ADD CONSTRAINT "instrument_responses_appointment_id_fk" FOREIGN KEY ("tenant_id","appointment_id") REFERENCES "public"."appointments"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instrument_responses" ADD CONSTRAINT "instrument_responses_professional_id_fk" FOREIGN KEY ("tenant_id","professional_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interventions_performed" ADD CONSTRAINT "interventions_performed_appointment_id_fk" FOREIGN KEY ("tenant_id","appointment_id") REFERENCES "public"."appointments"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interventions_performed" ADD CONSTRAINT "interventions_performed_patient_id_fk" FOREIGN KEY ("tenant_id","patient_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interventions_performed" ADD CONSTRAINT "interventions_performed_intervention_id_fk" FOREIGN KEY ("tenant_id","intervention_id") REFERENCES "public"."interventions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interventions_performed" ADD CONSTRAINT "interventions_performed_professional_id_fk" FOREIGN KEY ("tenant_id","professional_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoicing_document_lines" ADD CONSTRAINT "invoicing_document_lines_document_id_fk" FOREIGN KEY ("tenant_id","document_id") REFERENCES "public"."invoicing_documents"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoicing_document_lines" ADD CONSTRAINT "invoicing_document_lines_appointment_id_fk" FOREIGN KEY ("tenant_id","appointment_id") REFERENCES "public"."appointments"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoicing_document_lines" ADD CONSTRAINT "invoicing_document_lines_service_id_fk" FOREIGN KEY ("tenant_id","service_id") REFERENCES "public"."services"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoicing_document_lines" ADD CONSTRAINT "invoicing_document_lines_credited_line_id_fk" FOREIGN KEY ("tenant_id","credited_line_id") REFERENCES "public"."invoicing_document_lines"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoicing_documents" ADD CONSTRAINT "invoicing_documents_patient_id_fk" FOREIGN KEY ("tenant_id","patient_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoicing_documents" ADD CONSTRAINT "invoicing_documents_series_id_fk" FOREIGN KEY ("tenant_id","series_id") REFERENCES "public"."invoicing_series"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoicing_documents" ADD CONSTRAINT "invoicing_documents_created_by_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoicing_documents" ADD CONSTRAINT "invoicing_documents_issued_by_fk" FOREIGN KEY ("tenant_id","issued_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoicing_documents" ADD CONSTRAINT "invoicing_documents_credited_document_id_fk" FOREIGN KEY ("tenant_id","credited_document_id") REFERENCES "public"."invoicing_documents"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoicing_documents" ADD CONSTRAINT "invoicing_documents_cancelled_by_fk" FOREIGN KEY ("tenant_id","cancelled_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoicing_documents" ADD CONSTRAINT "invoicing_documents_clinic_id_fk" FOREIGN KEY ("tenant_id","clinic_id") REFERENCES "public"."clinics"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_profiles" ADD CONSTRAINT "patient_profiles_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_profiles" ADD CONSTRAINT "patient_profiles_insurer_id_fk" FOREIGN KEY ("tenant_id","insurer_id") REFERENCES "public"."insurers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_profiles" ADD CONSTRAINT "patient_profiles_reference_id_fk" FOREIGN KEY ("tenant_id","reference_id") REFERENCES "public"."references"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoicing_document_payments" ADD CONSTRAINT "invoicing_document_payments_document_id_fk" FOREIGN KEY ("tenant_id","document_id") REFERENCES "public"."invoicing_documents"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_id_fk" FOREIGN KEY ("tenant_id","payment_id") REFERENCES "public"."payments"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_document_id_fk" FOREIGN KEY ("tenant_id","document_id") REFERENCES "public"."invoicing_documents"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_regularisations" ADD CONSTRAINT "payment_regularisations_payment_id_fk" FOREIGN KEY ("tenant_id","payment_id") REFERENCES "public"."payments"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_regularisations" ADD CONSTRAINT "payment_regularisations_document_id_fk" FOREIGN KEY ("tenant_id","document_id") REFERENCES "public"."invoicing_documents"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_patient_id_fk" FOREIGN KEY ("tenant_id","patient_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_receipt_series_id_fk" FOREIGN KEY ("tenant_id","receipt_series_id") REFERENCES "public"."invoicing_series"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_advance_document_id_fk" FOREIGN KEY ("tenant_id","advance_document_id") REFERENCES "public"."invoicing_documents"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_advance_service_id_fk" FOREIGN KEY ("tenant_id","advance_service_id") REFERENCES "public"."services"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_clinic_id_fk" FOREIGN KEY ("tenant_id","clinic_id") REFERENCES "public"."clinics"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_cancelled_by_fk" FOREIGN KEY ("tenant_id","cancelled_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_patient_id_fk" FOREIGN KEY ("tenant_id","patient_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_document_id_fk" FOREIGN KEY ("tenant_id","document_id") REFERENCES "public"."invoicing_documents"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_clinic_id_fk" FOREIGN KEY ("tenant_id","clinic_id") REFERENCES "public"."clinics"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_schedules" ADD CONSTRAINT "professional_schedules_professional_id_fk" FOREIGN KEY ("tenant_id","professional_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_schedules" ADD CONSTRAINT "professional_schedules_clinic_id_fk" FOREIGN KEY ("tenant_id","clinic_id") REFERENCES "public"."clinics"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_exceptions" ADD CONSTRAINT "schedule_exceptions_professional_id_fk" FOREIGN KEY ("tenant_id","professional_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_exceptions" ADD CONSTRAINT "schedule_exceptions_clinic_id_fk" FOREIGN KEY ("tenant_id","clinic_id") REFERENCES "public"."clinics"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_codes" ADD CONSTRAINT "email_codes_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_uq" ON "sessions" USING btree ("tenant_id","token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "user_tokens_token_uq" ON "user_tokens" USING btree ("tenant_id","token_hash");--> statement-breakpoint
CREATE INDEX "users_ical_token_legacy_idx" ON "users" USING btree ("ical_token_hash") WHERE "users"."ical_token_hash" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_allocations_payment_document_uq" ON "payment_allocations" USING btree ("tenant_id","payment_id","document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_email_uq" ON "users" USING btree ("tenant_id",lower("email")) WHERE "users"."can_login" and "users"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_ical_token_uq" ON "users" USING btree ("tenant_id","ical_token_hash") WHERE "users"."ical_token_hash" is not null;