-- The service role may insert credit ledger rows (20261128100000_payments_schema.sql grants it, for
-- fixtures and imports), but the trigger that moves the lot's remaining ran with the inserter's
-- rights, and the service role has no UPDATE on credit_lots: every such insert failed with
-- "permission denied for table credit_lots". The trigger now runs as its owner, as the payment
-- functions do; who may insert a ledger row is unchanged (authenticated still may not), and
-- keep_lot_terms still lets remaining move only from inside this trigger.
-- (pay-analytics: its fixture writes lots and ledger rows with the service role. The lead may fold
-- this line into the core migration.)
alter function private.apply_ledger_row() security definer;
