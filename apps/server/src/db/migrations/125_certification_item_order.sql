-- Issue 26 (pnpm bench governance): a campaign's items list is read in its default order (by access,
-- then id) within one campaign, for all items or for one reviewer's; these serve that order without
-- sorting every item of a 100 000-item campaign for each page.
CREATE INDEX access_certification_items_order_idx
  ON access_certification_items (access_certification_id, object_title, item_id);
CREATE INDEX access_certification_items_reviewer_order_idx
  ON access_certification_items (reviewer_id, access_certification_id, object_title, item_id);
DROP INDEX access_certification_items_reviewer_idx;

-- The items list keeps its totals in the server's count cache (countsCached in the definition): the
-- table tells every server of each change, as the user tables do (migration 042).
CREATE TRIGGER access_certification_items_notify_lists AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON access_certification_items FOR EACH STATEMENT EXECUTE FUNCTION portcullis_notify_lists();
