-- The media library has its own permissions (material:read / material:write, contract permissions.ts), no longer
-- content's: every role that could read or change the library keeps that right. System roles are also brought to
-- their seed at start (seed/role-sync.ts); this covers the roles an administrator made.
UPDATE "roles" SET "permissions" = array_append("permissions", 'material:read')
  WHERE 'content:read' = ANY("permissions") AND NOT ('material:read' = ANY("permissions"));--> statement-breakpoint
UPDATE "roles" SET "permissions" = array_append("permissions", 'material:write')
  WHERE 'content:write' = ANY("permissions") AND NOT ('material:write' = ANY("permissions"));
