CREATE TABLE "admin_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"require_totp_for_admins" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone
);
