-- Exam candidates' personal data (ID number, mobile, e-mail) is shown whole only to holders of gl_kw_pii. The built-in
-- system and back-office administrator roles are seeded with it; those of existing institutions get it too, so that
-- the members who read these values whole before keep reading them (an administrator may take it away on /sys/role).
UPDATE "roles" SET "authorities" = array_append("authorities", 'gl_kw_pii')
WHERE "builtin" = 1 AND "code" IN ('sys_admin', 'backoffice_admin') AND NOT ('gl_kw_pii' = ANY("authorities"));
