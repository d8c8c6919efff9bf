CREATE TABLE "player_offline_notices" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"notified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_offline_notices" ADD CONSTRAINT "player_offline_notices_player_id_store_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."store_players"("id") ON DELETE cascade ON UPDATE no action;