import { Badge, buttonStyles, Card } from "#app/components/admin/admin-ui.tsx";
import { useReplyFetcher } from "#app/components/admin/use-reply-fetcher.ts";
import { getStaffLocale } from "#app/lib/staff-messages.ts";
import { formatDateTime } from "#contracts/agency-clock.ts";
import { readFormError } from "#contracts/form-reply.ts";
import type { LeadDelivery } from "#contracts/lead-schema.ts";
import { leadMessages as m } from "./lead-messages.ts";

const STATE_TONE = { queued: "info", sent: "success", failed: "danger" } as const;

/** A failed notification's Retry: its own small form, its answer toasted. */
function RetryButton({ deliveryId }: { deliveryId: number }) {
  const { fetcher, busy } = useReplyFetcher({
    describeFailure: (answer) => readFormError(answer) ?? m.failed,
  });
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="retry" />
      <input type="hidden" name="deliveryId" value={deliveryId} />
      <button type="submit" className={buttonStyles.secondary} disabled={busy}>
        {m.retry}
      </button>
    </fetcher.Form>
  );
}

function DeliveryItem({ delivery }: { delivery: LeadDelivery }) {
  const when = delivery.sentAt
    ? formatDateTime(delivery.sentAt, getStaffLocale())
    : `${formatDateTime(delivery.createdAt, getStaffLocale())} · ${m.attempts(delivery.attempts)}`;
  return (
    <li className="flex flex-col gap-1 border-t border-(--admin-border) py-3 first:border-t-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm font-semibold">
          {m.channels[delivery.channel]}
          {delivery.recipient ? ` · ${delivery.recipient}` : ""}
        </span>
        <Badge tone={STATE_TONE[delivery.state]}>{m.states[delivery.state]}</Badge>
      </div>
      <p className="text-xs text-(--admin-muted)">{when}</p>
      {delivery.lastError ? (
        <p className="text-xs font-semibold text-(--admin-danger)">
          {delivery.state === "failed"
            ? m.failedReason(delivery.lastError)
            : m.retrying(delivery.lastError)}
        </p>
      ) : null}
      {delivery.state === "failed" ? <RetryButton deliveryId={delivery.id} /> : null}
    </li>
  );
}

/** The staff notices sent about this lead (email, webhook, digest, owner) and their state. */
export function LeadDeliveriesCard({
  deliveries,
  notifying,
}: {
  deliveries: LeadDelivery[];
  notifying: boolean;
}) {
  return (
    <Card className="p-6">
      <h2 className="mb-2 text-lg font-bold">{m.notifications}</h2>
      {deliveries.length === 0 ? (
        <p className="text-sm text-(--admin-muted)">
          {notifying ? m.noNotifications : m.notificationsOff}
        </p>
      ) : (
        <ul>
          {deliveries.map((delivery) => (
            <DeliveryItem key={delivery.id} delivery={delivery} />
          ))}
        </ul>
      )}
    </Card>
  );
}
