CREATE TABLE "music_template_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "music_template_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"music_template_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"text_template_id" integer NOT NULL,
	"every" integer,
	"times" text DEFAULT '' NOT NULL,
	"duck_percent" integer DEFAULT 20 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "music_template_tracks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "music_template_tracks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"music_template_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"material_id" integer NOT NULL,
	"weight" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "music_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "music_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"category_id" integer,
	"play_order" text DEFAULT 'sequential' NOT NULL,
	"crossfade_seconds" integer DEFAULT 3 NOT NULL,
	"track_count" integer DEFAULT 0 NOT NULL,
	"total_seconds" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "music_templates_name_unique" UNIQUE("name"),
	CONSTRAINT "music_templates_play_order_check" CHECK ("music_templates"."play_order" IN ('sequential', 'shuffle', 'weighted')),
	CONSTRAINT "music_templates_status_check" CHECK ("music_templates"."status" IN ('draft', 'active', 'retired'))
);
--> statement-breakpoint
CREATE TABLE "play_exceptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "play_exceptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"music_template_id" integer,
	"starts" text NOT NULL,
	"ends" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "play_exceptions_dates" CHECK ("play_exceptions"."date_to" >= "play_exceptions"."date_from")
);
--> statement-breakpoint
CREATE TABLE "play_schedules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "play_schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"music_template_id" integer NOT NULL,
	"weekdays" text[] NOT NULL,
	"starts" text NOT NULL,
	"ends" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "play_schedules_weekdays_check" CHECK ("play_schedules"."weekdays" <@ ARRAY['1', '2', '3', '4', '5', '6', '7']::text[])
);
--> statement-breakpoint
CREATE TABLE "player_commands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_commands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"text_template_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" integer,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "player_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "playouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "playouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer,
	"store_name" text NOT NULL,
	"player_id" integer,
	"player_name" text NOT NULL,
	"entry_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"material_id" integer,
	"text_template_id" integer,
	"started_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"interrupted" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playouts_once" UNIQUE("player_id","entry_id","started_at"),
	CONSTRAINT "playouts_kind" CHECK ("playouts"."kind" IN ('track', 'announcement')),
	CONSTRAINT "playouts_source" CHECK ("playouts"."source" IN ('schedule', 'now'))
);
--> statement-breakpoint
CREATE TABLE "speech_renders" (
	"key" text PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"text" text NOT NULL,
	"rate" integer NOT NULL,
	"pitch" integer NOT NULL,
	"volume" integer NOT NULL,
	"file_hash" text,
	"mime" text,
	"size" integer,
	"duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rendered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "text_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "text_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"category_id" integer,
	"language" text DEFAULT 'zh-CN' NOT NULL,
	"script" text NOT NULL,
	"promo" text DEFAULT '' NOT NULL,
	"rate" integer DEFAULT 100 NOT NULL,
	"pitch" integer DEFAULT 50 NOT NULL,
	"volume" integer DEFAULT 100 NOT NULL,
	"voice_material_id" integer,
	"estimated_seconds" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "text_templates_name_unique" UNIQUE("name"),
	CONSTRAINT "text_templates_language_check" CHECK ("text_templates"."language" IN ('zh-CN', 'en-US')),
	CONSTRAINT "text_templates_status_check" CHECK ("text_templates"."status" IN ('draft', 'active', 'retired'))
);
--> statement-breakpoint
ALTER TABLE "store_players" ADD COLUMN "now_playing" jsonb;--> statement-breakpoint
ALTER TABLE "music_template_rules" ADD CONSTRAINT "music_template_rules_music_template_id_music_templates_id_fk" FOREIGN KEY ("music_template_id") REFERENCES "public"."music_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_template_rules" ADD CONSTRAINT "music_template_rules_text_template_id_text_templates_id_fk" FOREIGN KEY ("text_template_id") REFERENCES "public"."text_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_template_tracks" ADD CONSTRAINT "music_template_tracks_music_template_id_music_templates_id_fk" FOREIGN KEY ("music_template_id") REFERENCES "public"."music_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_template_tracks" ADD CONSTRAINT "music_template_tracks_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_templates" ADD CONSTRAINT "music_templates_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_exceptions" ADD CONSTRAINT "play_exceptions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_exceptions" ADD CONSTRAINT "play_exceptions_music_template_id_music_templates_id_fk" FOREIGN KEY ("music_template_id") REFERENCES "public"."music_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_schedules" ADD CONSTRAINT "play_schedules_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_schedules" ADD CONSTRAINT "play_schedules_music_template_id_music_templates_id_fk" FOREIGN KEY ("music_template_id") REFERENCES "public"."music_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_commands" ADD CONSTRAINT "player_commands_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_commands" ADD CONSTRAINT "player_commands_text_template_id_text_templates_id_fk" FOREIGN KEY ("text_template_id") REFERENCES "public"."text_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_commands" ADD CONSTRAINT "player_commands_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_tokens" ADD CONSTRAINT "player_tokens_player_id_store_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."store_players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_tokens" ADD CONSTRAINT "player_tokens_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playouts" ADD CONSTRAINT "playouts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playouts" ADD CONSTRAINT "playouts_player_id_store_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."store_players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_templates" ADD CONSTRAINT "text_templates_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_templates" ADD CONSTRAINT "text_templates_voice_material_id_materials_id_fk" FOREIGN KEY ("voice_material_id") REFERENCES "public"."materials"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "music_template_rules_template_idx" ON "music_template_rules" USING btree ("music_template_id");--> statement-breakpoint
CREATE INDEX "music_template_tracks_template_idx" ON "music_template_tracks" USING btree ("music_template_id");--> statement-breakpoint
CREATE INDEX "music_templates_category_idx" ON "music_templates" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "play_exceptions_store_idx" ON "play_exceptions" USING btree ("store_id","date_from");--> statement-breakpoint
CREATE INDEX "play_schedules_store_idx" ON "play_schedules" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "player_commands_store_idx" ON "player_commands" USING btree ("store_id","id");--> statement-breakpoint
CREATE INDEX "player_tokens_player_idx" ON "player_tokens" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "playouts_store_started_idx" ON "playouts" USING btree ("store_id","started_at");--> statement-breakpoint
CREATE INDEX "playouts_started_idx" ON "playouts" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "text_templates_category_idx" ON "text_templates" USING btree ("category_id");