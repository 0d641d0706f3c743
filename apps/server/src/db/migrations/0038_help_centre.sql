CREATE TABLE "help_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"menu_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"content_text" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_menus" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"level" smallint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_menu_id_help_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."help_menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_menus" ADD CONSTRAINT "help_menus_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_menus" ADD CONSTRAINT "help_menus_parent_id_help_menus_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."help_menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_articles_menu_idx" ON "help_articles" USING btree ("office_id","menu_id","sort","created_at");--> statement-breakpoint
CREATE INDEX "help_articles_title_trgm_idx" ON "help_articles" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "help_articles_text_trgm_idx" ON "help_articles" USING gin ("content_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "help_menus_office_parent_idx" ON "help_menus" USING btree ("office_id","parent_id");