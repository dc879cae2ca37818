-- Every change to what the public search finds or ranks notes its article in search_changes:
-- a version written or removed, an article's status or publication date changed, an article
-- deleted. Triggers, so no write path can forget it; each instance's in-memory search index
-- reads the notes past the last one it saw (issue 29).
CREATE FUNCTION note_search_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (article_id)
  VALUES ((coalesce(to_jsonb(NEW), to_jsonb(OLD)) ->> TG_ARGV[0])::integer);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER article_translations_search_change
  AFTER INSERT OR DELETE OR UPDATE OF search_vector, locale, article_id ON article_translations
  FOR EACH ROW EXECUTE FUNCTION note_search_change('article_id');--> statement-breakpoint
CREATE TRIGGER articles_search_change
  AFTER DELETE OR UPDATE OF status, published_at ON articles
  FOR EACH ROW EXECUTE FUNCTION note_search_change('id');
