ALTER TABLE "invoice_lines" ADD COLUMN "payout_timesheet_month_id" integer;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_payout_timesheet_month_id_timesheet_months_id_fk" FOREIGN KEY ("payout_timesheet_month_id") REFERENCES "public"."timesheet_months"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_payout_timesheet_month_key" ON "invoice_lines" USING btree ("payout_timesheet_month_id");--> statement-breakpoint
-- A month paid out to its developer stays approved too, like a billed one (0027_billed_months):
-- re-opening it would change hours a payout was made for, until its draft payout is deleted.
CREATE OR REPLACE FUNCTION timesheet_month_stays_billed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'approved' AND NEW.status <> 'approved'
     AND EXISTS (SELECT 1 FROM invoice_lines
                 WHERE timesheet_month_id = OLD.id OR payout_timesheet_month_id = OLD.id) THEN
    RAISE EXCEPTION 'timesheet month % is invoiced or paid out', OLD.id USING ERRCODE = 'KZ409';
  END IF;
  RETURN NEW;
END $$;
