CREATE TABLE "service_qa_blocks" (
	"office_id" uuid NOT NULL,
	"qa_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_qa_blocks_office_id_qa_id_pk" PRIMARY KEY("office_id","qa_id")
);
--> statement-breakpoint
CREATE TABLE "service_qa_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"question" text NOT NULL,
	"question_key" text NOT NULL,
	"answer" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_quick_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"title" text NOT NULL,
	"reply" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"qr_url" text,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workstage_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"description" text,
	"link" text NOT NULL,
	"authority" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"provider" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_qa_blocks" ADD CONSTRAINT "service_qa_blocks_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_qa_blocks" ADD CONSTRAINT "service_qa_blocks_qa_id_service_qa_items_id_fk" FOREIGN KEY ("qa_id") REFERENCES "public"."service_qa_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_qa_items" ADD CONSTRAINT "service_qa_items_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_quick_messages" ADD CONSTRAINT "service_quick_messages_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_contacts" ADD CONSTRAINT "service_contacts_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workstage_applications" ADD CONSTRAINT "workstage_applications_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_qa_items_office_key_key" ON "service_qa_items" USING btree ("office_id","question_key");--> statement-breakpoint
CREATE INDEX "service_qa_items_office_published_idx" ON "service_qa_items" USING btree ("office_id","published","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "service_quick_messages_office_title_key" ON "service_quick_messages" USING btree ("office_id","title");--> statement-breakpoint
CREATE UNIQUE INDEX "service_contacts_office_key" ON "service_contacts" USING btree ("office_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workstage_applications_office_name_key" ON "workstage_applications" USING btree ("office_id","name");