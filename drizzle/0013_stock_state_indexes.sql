CREATE INDEX "modifiers_stock_state_idx" ON "modifiers" USING btree ("menu_id") WHERE inventory <> 1 or status <> 1;--> statement-breakpoint
CREATE INDEX "products_stock_state_idx" ON "products" USING btree ("menu_id") WHERE inventory <> 1 or status <> 1;--> statement-breakpoint
CREATE INDEX "variants_stock_state_idx" ON "variants" USING btree ("menu_id") WHERE inventory <> 1 or status <> 1;