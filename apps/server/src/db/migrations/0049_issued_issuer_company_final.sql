-- Issue 37: an issued document keeps its issuer's legal form and company mentions (CSC art. 171.º) as they
-- were when it was issued — they join the fields the trigger of migrations 0040 and 0042 never lets change.
CREATE OR REPLACE FUNCTION app_invoicing_document_is_final() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.status <> 'D' THEN
      RAISE EXCEPTION 'invoicing document % is issued and cannot be deleted', OLD.id USING ERRCODE = 'integrity_constraint_violation';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.status = 'D' THEN
    RETURN NEW;
  END IF;
  IF (NEW.tenant_id, NEW.type, NEW.patient_id, NEW.series_id, NEW.number, NEW.invoice_no, NEW.atcud, NEW.invoice_date,
      NEW.system_entry_date, NEW.system_entry_at, NEW.tax_region, NEW.issuer_fiscal_name, NEW.issuer_nif, NEW.issuer_address,
      NEW.issuer_postal_code, NEW.issuer_city, NEW.issuer_legal_form, NEW.issuer_share_capital_cents,
      NEW.issuer_registry_office, NEW.issuer_registration_number, NEW.customer_nif, NEW.customer_name,
      NEW.customer_address, NEW.customer_postal_code, NEW.customer_city, NEW.customer_country, NEW.notes,
      NEW.net_cents, NEW.tax_cents, NEW.gross_cents, NEW.hash, NEW.previous_hash, NEW.key_version, NEW.qr_payload,
      NEW.created_by, NEW.issued_by, NEW.credited_document_id, NEW.credit_reason, NEW.archived_at)
     IS DISTINCT FROM
     (OLD.tenant_id, OLD.type, OLD.patient_id, OLD.series_id, OLD.number, OLD.invoice_no, OLD.atcud, OLD.invoice_date,
      OLD.system_entry_date, OLD.system_entry_at, OLD.tax_region, OLD.issuer_fiscal_name, OLD.issuer_nif, OLD.issuer_address,
      OLD.issuer_postal_code, OLD.issuer_city, OLD.issuer_legal_form, OLD.issuer_share_capital_cents,
      OLD.issuer_registry_office, OLD.issuer_registration_number, OLD.customer_nif, OLD.customer_name,
      OLD.customer_address, OLD.customer_postal_code, OLD.customer_city, OLD.customer_country, OLD.notes,
      OLD.net_cents, OLD.tax_cents, OLD.gross_cents, OLD.hash, OLD.previous_hash, OLD.key_version, OLD.qr_payload,
      OLD.created_by, OLD.issued_by, OLD.credited_document_id, OLD.credit_reason, OLD.archived_at)
     OR NEW.status NOT IN (OLD.status, 'A')
     OR (OLD.status = 'A' AND (NEW.cancel_reason, NEW.cancelled_at, NEW.cancelled_by)
                              IS DISTINCT FROM (OLD.cancel_reason, OLD.cancelled_at, OLD.cancelled_by)) THEN
    RAISE EXCEPTION 'invoicing document % is issued and its fiscal fields cannot change', OLD.id USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END
$fn$;
