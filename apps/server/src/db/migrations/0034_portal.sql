CREATE TABLE "portal_banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"link" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_categories_office_id_key" UNIQUE("office_id","id")
);
--> statement-breakpoint
CREATE TABLE "portal_downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"file" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"content" text NOT NULL,
	"cover" text,
	"pinned" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "kind" text DEFAULT 'institution' NOT NULL;--> statement-breakpoint
ALTER TABLE "portal_banners" ADD CONSTRAINT "portal_banners_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_categories" ADD CONSTRAINT "portal_categories_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_downloads" ADD CONSTRAINT "portal_downloads_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_downloads" ADD CONSTRAINT "portal_downloads_office_id_category_id_portal_categories_office_id_id_fk" FOREIGN KEY ("office_id","category_id") REFERENCES "public"."portal_categories"("office_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_news" ADD CONSTRAINT "portal_news_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_news" ADD CONSTRAINT "portal_news_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_news" ADD CONSTRAINT "portal_news_office_id_category_id_portal_categories_office_id_id_fk" FOREIGN KEY ("office_id","category_id") REFERENCES "public"."portal_categories"("office_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portal_banners_office_sort_idx" ON "portal_banners" USING btree ("office_id","sort","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_categories_name_key" ON "portal_categories" USING btree ("office_id","kind",lower("name"));--> statement-breakpoint
CREATE INDEX "portal_downloads_office_idx" ON "portal_downloads" USING btree ("office_id","status","sort");--> statement-breakpoint
CREATE INDEX "portal_downloads_category_idx" ON "portal_downloads" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "portal_news_office_status_idx" ON "portal_news" USING btree ("office_id","status","pinned","published_at");--> statement-breakpoint
CREATE INDEX "portal_news_category_idx" ON "portal_news" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offices_platform_key" ON "offices" USING btree ("kind") WHERE "offices"."kind" = 'platform';