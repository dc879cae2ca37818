import type { AppServices } from "#server/app-services.ts";
import { notifierSettingsFrom, startLeadNotifier } from "./lead-notifier.ts";

/**
 * Starts the lead notification queue at boot when email or a webhook is configured, and says
 * in one boot log line what is not, so a missing SMTP_URL is noticed.
 */
export async function startLeadNotifications(services: AppServices, siteUrl: string) {
  const { config, logger, database } = services;
  if (!config.SMTP_URL) {
    logger.info("SMTP_URL is not set: new leads are not emailed (set SMTP_URL and LEAD_NOTIFY_TO)");
  } else if (!config.LEAD_NOTIFY_TO) {
    logger.info("LEAD_NOTIFY_TO is not set: new leads are not emailed, only assignments are");
  }
  const settings = notifierSettingsFrom(config, siteUrl);
  if (!settings) return null;
  return startLeadNotifier({
    database,
    databaseUrl: config.DATABASE_URL,
    logger,
    settings,
    now: services.now,
  });
}
