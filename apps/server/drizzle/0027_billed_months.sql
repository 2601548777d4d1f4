-- A month billed on a live invoice stays approved (ADR 032, "Invoices from approved hours"): re-opening
-- it would change hours that a client has been invoiced for. Deleting the draft invoice releases the
-- month (its line's timesheet_month_id is cleared), and the month may be re-opened again. The check
-- runs in the database so that it also holds against an invoice being created in the same moment:
-- invoicing locks the month rows FOR UPDATE, and this trigger's query sees what that committed.
CREATE FUNCTION timesheet_month_stays_billed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'approved' AND NEW.status <> 'approved'
     AND EXISTS (SELECT 1 FROM invoice_lines WHERE timesheet_month_id = OLD.id) THEN
    RAISE EXCEPTION 'timesheet month % is invoiced', OLD.id USING ERRCODE = 'KZ409';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER timesheet_months_stay_billed BEFORE UPDATE OF status ON timesheet_months
  FOR EACH ROW EXECUTE FUNCTION timesheet_month_stays_billed();
