CREATE TABLE "banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"code" text NOT NULL,
	"url" text NOT NULL,
	"img_set" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"call_number" text DEFAULT '' NOT NULL,
	"monetary_unit" text DEFAULT '$' NOT NULL,
	"monetary_rate" double precision DEFAULT 1 NOT NULL,
	"monetary_code" text DEFAULT 'AUD' NOT NULL,
	"country" text DEFAULT 'au' NOT NULL,
	"timezone" text DEFAULT 'Australia/Sydney' NOT NULL,
	"loyalty" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"voucher" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "combo_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "combo_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"menu_id" integer NOT NULL,
	"combo_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"limits" integer DEFAULT 1 NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "combo_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "combo_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"menu_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"code" text NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"count" integer DEFAULT 1 NOT NULL,
	"price_markup" integer DEFAULT 0 NOT NULL,
	"upsales" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "combos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "combos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"menu_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"cost" integer DEFAULT 0 NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"icon_type" smallint DEFAULT 0 NOT NULL,
	"icon_pattern" text DEFAULT '' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ingredient_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ingredient_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"menu_id" integer NOT NULL,
	"product_id" integer,
	"variant_id" integer,
	"modifier_id" integer,
	"ingredient_id" integer NOT NULL,
	"measure_id" integer NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"inventory_policy" smallint DEFAULT 1 NOT NULL,
	"key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ingredient_measures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ingredient_measures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"ingredient_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"units" double precision DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ingredients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ingredients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"inventory" smallint DEFAULT 2 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"stocks" integer DEFAULT 0 NOT NULL,
	"stock_conversion" double precision DEFAULT 1 NOT NULL,
	"threshold" integer DEFAULT 0 NOT NULL,
	"type" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "item_tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"menu_id" integer NOT NULL,
	"product_id" integer,
	"combo_id" integer,
	"set_menu_id" integer,
	"type" integer NOT NULL,
	"tag" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"menu_id" integer NOT NULL,
	"store_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pattern" text DEFAULT '' NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_taxes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_taxes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"menu_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"rate" double precision NOT NULL,
	"attr" smallint DEFAULT 1 NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_times" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_times_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"menu_id" integer NOT NULL,
	"week" smallint NOT NULL,
	"t_start" text NOT NULL,
	"t_end" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"store_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modifier_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "modifier_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"menu_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"limit" integer DEFAULT 0 NOT NULL,
	"minimum" integer DEFAULT 0 NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modifiers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "modifiers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"menu_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"limit" integer DEFAULT 0 NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"inventory" smallint DEFAULT 1 NOT NULL,
	"stocks" integer DEFAULT 0 NOT NULL,
	"threshold" integer DEFAULT 0 NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_platforms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "online_platforms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"pid" integer NOT NULL,
	"name" text NOT NULL,
	"link" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "posters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"code" text NOT NULL,
	"scope" text DEFAULT 'all' NOT NULL,
	"model" text DEFAULT 'popup' NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"pic" text DEFAULT '' NOT NULL,
	"action_text" text DEFAULT '' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_modifier_groups" (
	"menu_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_modifier_groups_product_id_group_id_pk" PRIMARY KEY("product_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "product_taxes" (
	"menu_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"tax_id" integer NOT NULL,
	CONSTRAINT "product_taxes_product_id_tax_id_pk" PRIMARY KEY("product_id","tax_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"menu_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"store_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"price" integer NOT NULL,
	"price_markup" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"inventory" smallint DEFAULT 1 NOT NULL,
	"stocks" integer DEFAULT 0 NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"icon_type" smallint DEFAULT 0 NOT NULL,
	"icon_pattern" text DEFAULT '' NOT NULL,
	"soldby" text DEFAULT 'each' NOT NULL,
	"sku" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "set_menu_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "set_menu_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"menu_id" integer NOT NULL,
	"set_menu_id" integer NOT NULL,
	"code" text NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"count" integer DEFAULT 1 NOT NULL,
	"course" integer DEFAULT 0 NOT NULL,
	"price_markup" integer DEFAULT 0 NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "set_menus" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "set_menus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"menu_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"cost" integer DEFAULT 0 NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"icon_type" smallint DEFAULT 0 NOT NULL,
	"icon_pattern" text DEFAULT '' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "variants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"menu_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"inventory" smallint DEFAULT 1 NOT NULL,
	"stocks" integer DEFAULT 0 NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_capabilities" (
	"venue_id" integer NOT NULL,
	"cap" text NOT NULL,
	CONSTRAINT "venue_capabilities_venue_id_cap_pk" PRIMARY KEY("venue_id","cap")
);
--> statement-breakpoint
CREATE TABLE "venue_delivery_zones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "venue_delivery_zones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"geos" text NOT NULL,
	"free" integer DEFAULT 0 NOT NULL,
	"min" integer DEFAULT 0 NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"suburbs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_open_times" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "venue_open_times_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"week" smallint NOT NULL,
	"t_start" text NOT NULL,
	"t_end" text NOT NULL,
	"available_markets" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_order_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "venue_order_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"name" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_order_sequences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "venue_order_sequences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "venue_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"pid" integer NOT NULL,
	"mode" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"shopper_statement" text DEFAULT '' NOT NULL,
	"surcharge" double precision DEFAULT 0 NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_tables" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "venue_tables_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"passcode" text,
	"seats" integer DEFAULT 4 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"restype" integer DEFAULT 1 NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_taxes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "venue_taxes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"rate" double precision NOT NULL,
	"attr" smallint DEFAULT 1 NOT NULL,
	"type" smallint DEFAULT 1 NOT NULL,
	"categories" text DEFAULT '' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "venues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"code" text NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"pauseuntil" bigint DEFAULT 0 NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"coverset" text DEFAULT '' NOT NULL,
	"announcement" text DEFAULT '' NOT NULL,
	"tableanncmnt" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'AU' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"street1" text DEFAULT '' NOT NULL,
	"street2" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"callnumber" text DEFAULT '' NOT NULL,
	"support_number" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"kind" smallint NOT NULL,
	"user_id" integer,
	"table_id" integer,
	"venue_id" integer,
	"tradeid" text,
	"device_uid" text DEFAULT '' NOT NULL,
	"expired_at" bigint NOT NULL,
	"refresh_expired_at" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uid" text NOT NULL,
	"type" smallint NOT NULL,
	"platform" smallint DEFAULT 0 NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'au' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"firstname" text DEFAULT '' NOT NULL,
	"lastname" text DEFAULT '' NOT NULL,
	"gender" smallint DEFAULT 0 NOT NULL,
	"birthday" text DEFAULT '' NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table_diners" (
	"sitting_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"device_uid" text DEFAULT '' NOT NULL,
	"joined_at" bigint NOT NULL,
	CONSTRAINT "table_diners_sitting_id_session_id_pk" PRIMARY KEY("sitting_id","session_id")
);
--> statement-breakpoint
CREATE TABLE "table_passcode_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "table_passcode_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"table_id" integer NOT NULL,
	"session_id" integer,
	"device_uid" text DEFAULT '' NOT NULL,
	"at" bigint NOT NULL,
	"ok" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table_rounds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "table_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sitting_id" integer NOT NULL,
	"number" integer NOT NULL,
	"sent_at" bigint NOT NULL,
	"session_id" integer,
	"lines" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table_sittings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "table_sittings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"table_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"tradeid" text NOT NULL,
	"version" integer NOT NULL,
	"seats" integer NOT NULL,
	"status" smallint NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"order_id" integer,
	"data" text DEFAULT '' NOT NULL,
	"opened_at" bigint NOT NULL,
	"closed_at" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coupon_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"code" text NOT NULL,
	"short_code" text NOT NULL,
	"name" text NOT NULL,
	"mode" smallint DEFAULT 0 NOT NULL,
	"scenario" smallint DEFAULT 0 NOT NULL,
	"type" smallint DEFAULT 2 NOT NULL,
	"scope" text DEFAULT 'all' NOT NULL,
	"value" integer NOT NULL,
	"minimum_order" integer DEFAULT 0 NOT NULL,
	"validdays" integer DEFAULT 0 NOT NULL,
	"validstart" bigint DEFAULT 0 NOT NULL,
	"validend" bigint DEFAULT 0 NOT NULL,
	"validtype" smallint DEFAULT 0 NOT NULL,
	"validweeks" text DEFAULT '' NOT NULL,
	"valid_start_time" text DEFAULT '' NOT NULL,
	"valid_end_time" text DEFAULT '' NOT NULL,
	"usage_limit_user" integer DEFAULT 0 NOT NULL,
	"user_only" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"ref" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"store_id" integer DEFAULT 0 NOT NULL,
	"status" smallint NOT NULL,
	"datetime" bigint NOT NULL,
	"extra" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"line_id" bigint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"store_id" integer DEFAULT 0 NOT NULL,
	"menu_id" integer DEFAULT 0 NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"count" integer NOT NULL,
	"name" text NOT NULL,
	"pid" integer DEFAULT 0 NOT NULL,
	"sid" integer DEFAULT 0 NOT NULL,
	"cid" integer DEFAULT 0 NOT NULL,
	"gid" bigint DEFAULT 0 NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"tid" bigint DEFAULT 0 NOT NULL,
	"type" smallint NOT NULL,
	"taxes" text DEFAULT '[]' NOT NULL,
	"taxtotal" integer DEFAULT 0 NOT NULL,
	"taxextra" integer DEFAULT 0 NOT NULL,
	"extra" text DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"change" integer DEFAULT 0 NOT NULL,
	"platform" smallint DEFAULT 0 NOT NULL,
	"type" smallint NOT NULL,
	"pid" integer DEFAULT 0 NOT NULL,
	"sid" integer DEFAULT 0 NOT NULL,
	"notes" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"user_id" integer,
	"comments" text DEFAULT '' NOT NULL,
	"env" smallint DEFAULT 0 NOT NULL,
	"general" smallint DEFAULT 0 NOT NULL,
	"service" smallint DEFAULT 0 NOT NULL,
	"taste" smallint DEFAULT 0 NOT NULL,
	"time" smallint DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_sequences" (
	"venue_id" integer NOT NULL,
	"day" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_sequences_venue_id_day_pk" PRIMARY KEY("venue_id","day")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tradeid" text NOT NULL,
	"venue_id" integer NOT NULL,
	"venue_code" text NOT NULL,
	"user_id" integer,
	"session_id" integer,
	"table_id" integer,
	"seqnum" integer NOT NULL,
	"seq_day" text NOT NULL,
	"type" smallint DEFAULT 2 NOT NULL,
	"source" smallint DEFAULT 40 NOT NULL,
	"category_type" smallint NOT NULL,
	"category_name" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"feetotal" integer DEFAULT 0 NOT NULL,
	"feediscount" integer DEFAULT 0 NOT NULL,
	"feetax" integer DEFAULT 0 NOT NULL,
	"feetaxextra" integer DEFAULT 0 NOT NULL,
	"feetaxes" text DEFAULT '[]' NOT NULL,
	"feedelivery" integer DEFAULT 0 NOT NULL,
	"feesurcharge" integer DEFAULT 0 NOT NULL,
	"feetips" integer DEFAULT 0 NOT NULL,
	"feetopay" integer DEFAULT 0 NOT NULL,
	"feepay" integer DEFAULT 0 NOT NULL,
	"feepaysurcharge" integer DEFAULT 0 NOT NULL,
	"feerefund" integer DEFAULT 0 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"shipping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"customer" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"validtime" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"client_key" text,
	"staff_id" integer DEFAULT 0 NOT NULL,
	"invoice_code" text NOT NULL,
	"parent_tradeid" text DEFAULT '' NOT NULL,
	"paytime" bigint DEFAULT 0 NOT NULL,
	"stock_reserved" jsonb,
	"stock_released" boolean DEFAULT false NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" text NOT NULL,
	"order_id" integer NOT NULL,
	"tradeid" text NOT NULL,
	"venue_id" integer NOT NULL,
	"provider" text NOT NULL,
	"platform" smallint NOT NULL,
	"amount" integer NOT NULL,
	"surcharge" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"provider_session" text,
	"provider_reference" text,
	"result_code" text DEFAULT '' NOT NULL,
	"card_brand" text DEFAULT '' NOT NULL,
	"card_last4" text DEFAULT '' NOT NULL,
	"return_url" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"refund_reference" text,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"refund_reason" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refund_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"tradeid" text NOT NULL,
	"invoice_code" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"status" smallint DEFAULT 11 NOT NULL,
	"amount" integer NOT NULL,
	"carts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"restocked" boolean DEFAULT false NOT NULL,
	"created_at" bigint NOT NULL,
	"completed_at" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"outcome" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulator_shoppers" (
	"session_id" text PRIMARY KEY NOT NULL,
	"shopper_reference" text NOT NULL,
	"save_card" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_payment_methods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stored_payment_methods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"shopper_reference" text NOT NULL,
	"method_id" text NOT NULL,
	"brand" text NOT NULL,
	"last_four" text NOT NULL,
	"expiry_month" text NOT NULL,
	"expiry_year" text NOT NULL,
	"holder_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combo_groups" ADD CONSTRAINT "combo_groups_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combo_groups" ADD CONSTRAINT "combo_groups_combo_id_combos_id_fk" FOREIGN KEY ("combo_id") REFERENCES "public"."combos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combo_items" ADD CONSTRAINT "combo_items_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combo_items" ADD CONSTRAINT "combo_items_group_id_combo_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."combo_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combo_items" ADD CONSTRAINT "combo_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combo_items" ADD CONSTRAINT "combo_items_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combos" ADD CONSTRAINT "combos_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_links" ADD CONSTRAINT "ingredient_links_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_links" ADD CONSTRAINT "ingredient_links_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_links" ADD CONSTRAINT "ingredient_links_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_links" ADD CONSTRAINT "ingredient_links_modifier_id_modifiers_id_fk" FOREIGN KEY ("modifier_id") REFERENCES "public"."modifiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_links" ADD CONSTRAINT "ingredient_links_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_links" ADD CONSTRAINT "ingredient_links_measure_id_ingredient_measures_id_fk" FOREIGN KEY ("measure_id") REFERENCES "public"."ingredient_measures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_measures" ADD CONSTRAINT "ingredient_measures_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_measures" ADD CONSTRAINT "ingredient_measures_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredients" ADD CONSTRAINT "ingredients_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_tags" ADD CONSTRAINT "item_tags_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_tags" ADD CONSTRAINT "item_tags_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_tags" ADD CONSTRAINT "item_tags_combo_id_combos_id_fk" FOREIGN KEY ("combo_id") REFERENCES "public"."combos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_tags" ADD CONSTRAINT "item_tags_set_menu_id_set_menus_id_fk" FOREIGN KEY ("set_menu_id") REFERENCES "public"."set_menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_categories" ADD CONSTRAINT "menu_categories_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_categories" ADD CONSTRAINT "menu_categories_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_taxes" ADD CONSTRAINT "menu_taxes_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_times" ADD CONSTRAINT "menu_times_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifier_groups" ADD CONSTRAINT "modifier_groups_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifiers" ADD CONSTRAINT "modifiers_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifiers" ADD CONSTRAINT "modifiers_group_id_modifier_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."modifier_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_platforms" ADD CONSTRAINT "online_platforms_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posters" ADD CONSTRAINT "posters_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_modifier_groups" ADD CONSTRAINT "product_modifier_groups_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_modifier_groups" ADD CONSTRAINT "product_modifier_groups_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_modifier_groups" ADD CONSTRAINT "product_modifier_groups_group_id_modifier_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."modifier_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_taxes" ADD CONSTRAINT "product_taxes_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_taxes" ADD CONSTRAINT "product_taxes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_taxes" ADD CONSTRAINT "product_taxes_tax_id_menu_taxes_id_fk" FOREIGN KEY ("tax_id") REFERENCES "public"."menu_taxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_menu_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."menu_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_menu_items" ADD CONSTRAINT "set_menu_items_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_menu_items" ADD CONSTRAINT "set_menu_items_set_menu_id_set_menus_id_fk" FOREIGN KEY ("set_menu_id") REFERENCES "public"."set_menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_menu_items" ADD CONSTRAINT "set_menu_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_menu_items" ADD CONSTRAINT "set_menu_items_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_menus" ADD CONSTRAINT "set_menus_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_capabilities" ADD CONSTRAINT "venue_capabilities_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_delivery_zones" ADD CONSTRAINT "venue_delivery_zones_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_open_times" ADD CONSTRAINT "venue_open_times_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_order_categories" ADD CONSTRAINT "venue_order_categories_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_order_sequences" ADD CONSTRAINT "venue_order_sequences_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_payments" ADD CONSTRAINT "venue_payments_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_tables" ADD CONSTRAINT "venue_tables_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_taxes" ADD CONSTRAINT "venue_taxes_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_table_id_venue_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."venue_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_diners" ADD CONSTRAINT "table_diners_sitting_id_table_sittings_id_fk" FOREIGN KEY ("sitting_id") REFERENCES "public"."table_sittings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_diners" ADD CONSTRAINT "table_diners_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_passcode_attempts" ADD CONSTRAINT "table_passcode_attempts_table_id_venue_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."venue_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_passcode_attempts" ADD CONSTRAINT "table_passcode_attempts_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_rounds" ADD CONSTRAINT "table_rounds_sitting_id_table_sittings_id_fk" FOREIGN KEY ("sitting_id") REFERENCES "public"."table_sittings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_rounds" ADD CONSTRAINT "table_rounds_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_sittings" ADD CONSTRAINT "table_sittings_table_id_venue_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."venue_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_sittings" ADD CONSTRAINT "table_sittings_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_orders" ADD CONSTRAINT "refund_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "banners_brand_code_uq" ON "banners" USING btree ("brand_id","code");--> statement-breakpoint
CREATE INDEX "banners_brand_idx" ON "banners" USING btree ("brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_code_uq" ON "brands" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "combo_groups_uq" ON "combo_groups" USING btree ("combo_id","code");--> statement-breakpoint
CREATE INDEX "combo_groups_menu_idx" ON "combo_groups" USING btree ("menu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "combo_items_uq" ON "combo_items" USING btree ("group_id","code");--> statement-breakpoint
CREATE INDEX "combo_items_menu_idx" ON "combo_items" USING btree ("menu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "combos_uq" ON "combos" USING btree ("menu_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "ingredient_links_uq" ON "ingredient_links" USING btree ("menu_id","key");--> statement-breakpoint
CREATE INDEX "ingredient_links_ingredient_idx" ON "ingredient_links" USING btree ("ingredient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ingredient_measures_uq" ON "ingredient_measures" USING btree ("ingredient_id","code");--> statement-breakpoint
CREATE INDEX "ingredient_measures_venue_idx" ON "ingredient_measures" USING btree ("venue_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ingredients_uq" ON "ingredients" USING btree ("venue_id","code");--> statement-breakpoint
CREATE INDEX "item_tags_menu_idx" ON "item_tags" USING btree ("menu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_categories_uq" ON "menu_categories" USING btree ("menu_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_taxes_uq" ON "menu_taxes" USING btree ("menu_id","code");--> statement-breakpoint
CREATE INDEX "menu_times_menu_idx" ON "menu_times" USING btree ("menu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "menus_venue_code_uq" ON "menus" USING btree ("venue_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "modifier_groups_uq" ON "modifier_groups" USING btree ("menu_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "modifiers_uq" ON "modifiers" USING btree ("group_id","code");--> statement-breakpoint
CREATE INDEX "modifiers_menu_idx" ON "modifiers" USING btree ("menu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "online_platforms_uq" ON "online_platforms" USING btree ("venue_id","pid");--> statement-breakpoint
CREATE UNIQUE INDEX "posters_uq" ON "posters" USING btree ("venue_id","code");--> statement-breakpoint
CREATE INDEX "product_modifier_groups_menu_idx" ON "product_modifier_groups" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "product_taxes_menu_idx" ON "product_taxes" USING btree ("menu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_uq" ON "products" USING btree ("menu_id","code");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "set_menu_items_uq" ON "set_menu_items" USING btree ("set_menu_id","code");--> statement-breakpoint
CREATE INDEX "set_menu_items_menu_idx" ON "set_menu_items" USING btree ("menu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "set_menus_uq" ON "set_menus" USING btree ("menu_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_uq" ON "stores" USING btree ("venue_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "variants_uq" ON "variants" USING btree ("product_id","code");--> statement-breakpoint
CREATE INDEX "variants_menu_idx" ON "variants" USING btree ("menu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "venue_delivery_zones_uq" ON "venue_delivery_zones" USING btree ("venue_id","code");--> statement-breakpoint
CREATE INDEX "venue_open_times_venue_idx" ON "venue_open_times" USING btree ("venue_id");--> statement-breakpoint
CREATE UNIQUE INDEX "venue_order_categories_uq" ON "venue_order_categories" USING btree ("venue_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "venue_order_sequences_uq" ON "venue_order_sequences" USING btree ("venue_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "venue_payments_uq" ON "venue_payments" USING btree ("venue_id","pid");--> statement-breakpoint
CREATE UNIQUE INDEX "venue_tables_code_uq" ON "venue_tables" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "venue_tables_name_uq" ON "venue_tables" USING btree ("venue_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "venue_taxes_uq" ON "venue_taxes" USING btree ("venue_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "venues_code_uq" ON "venues" USING btree ("code");--> statement-breakpoint
CREATE INDEX "venues_brand_idx" ON "venues" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "venues_featured_idx" ON "venues" USING btree ("featured","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_idx" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_uid_idx" ON "users" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "table_passcode_attempts_table_idx" ON "table_passcode_attempts" USING btree ("table_id","at");--> statement-breakpoint
CREATE INDEX "table_passcode_attempts_device_idx" ON "table_passcode_attempts" USING btree ("device_uid","at");--> statement-breakpoint
CREATE INDEX "table_passcode_attempts_session_idx" ON "table_passcode_attempts" USING btree ("session_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "table_rounds_uq" ON "table_rounds" USING btree ("sitting_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "table_sittings_tradeid_uq" ON "table_sittings" USING btree ("tradeid");--> statement-breakpoint
CREATE UNIQUE INDEX "table_sittings_one_open_uq" ON "table_sittings" USING btree ("table_id") WHERE status <> 5;--> statement-breakpoint
CREATE INDEX "table_sittings_table_idx" ON "table_sittings" USING btree ("table_id","version");--> statement-breakpoint
CREATE INDEX "table_sittings_venue_idx" ON "table_sittings" USING btree ("venue_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_uq" ON "coupon_redemptions" USING btree ("coupon_id","order_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_user_idx" ON "coupon_redemptions" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_short_code_uq" ON "coupons" USING btree ("venue_id",lower("short_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_uq" ON "coupons" USING btree ("venue_id","code");--> statement-breakpoint
CREATE INDEX "email_outbox_ref_idx" ON "email_outbox" USING btree ("ref");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_reviews_order_uq" ON "order_reviews" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_tradeid_uq" ON "orders" USING btree ("tradeid");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_code_uq" ON "orders" USING btree ("invoice_code");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_client_key_uq" ON "orders" USING btree ("client_key");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_session_idx" ON "orders" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "orders_table_idx" ON "orders" USING btree ("table_id");--> statement-breakpoint
CREATE INDEX "orders_venue_idx" ON "orders" USING btree ("venue_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_session_uq" ON "payment_attempts" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_provider_ref_idx" ON "payment_attempts" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE INDEX "payment_attempts_provider_session_idx" ON "payment_attempts" USING btree ("provider","provider_session");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_orders_tradeid_uq" ON "refund_orders" USING btree ("tradeid");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_orders_invoice_code_uq" ON "refund_orders" USING btree ("invoice_code");--> statement-breakpoint
CREATE INDEX "refund_orders_order_idx" ON "refund_orders" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_events_uq" ON "webhook_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stored_payment_methods_method_uq" ON "stored_payment_methods" USING btree ("method_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stored_payment_methods_card_uq" ON "stored_payment_methods" USING btree ("provider","shopper_reference","brand","last_four","expiry_month","expiry_year");--> statement-breakpoint
CREATE INDEX "stored_payment_methods_shopper_idx" ON "stored_payment_methods" USING btree ("provider","shopper_reference");