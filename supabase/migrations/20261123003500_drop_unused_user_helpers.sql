-- Granted to the API roles since 20261121000200 but called by no policy, function or client:
-- the policies use private.is_admin(), private.is_staff() and private.assigned_client_ids().
-- An unused security-definer function is attack surface with no tests behind it.
drop function if exists private.current_app_role();
drop function if exists private.can_access_user(uuid);
