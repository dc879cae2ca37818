import { ExternalLink, Pencil } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { AdminPage, buttonStyles, Card } from "#app/components/admin/admin-ui.tsx";
import { ListRow, ListTable } from "#app/components/admin/list-table.tsx";
import { getStaffLocale, messages } from "#app/lib/staff-messages.ts";
import { formatDateTime } from "#contracts/agency-clock.ts";
import { isServiceSlug } from "#contracts/site-content.ts";
import type { ServiceOverview } from "#server/site/service-overview.ts";
import { publicServicePath, serviceEditPath, toastServiceSaved } from "./admin-service-links.ts";

const t = messages.website.services;

/** After "Save and back to the list" (?saved=<slug>): the toast once, then a clean address. */
function useSavedToast() {
  const location = useLocation();
  const navigate = useNavigate();
  const saved = new URLSearchParams(location.search).get("saved");
  const toasted = useRef<string | null>(null);
  useEffect(() => {
    if (!isServiceSlug(saved) || toasted.current === location.key) return;
    toasted.current = location.key;
    toastServiceSaved(saved, messages.website.shared.saved);
    void navigate(location.pathname, { replace: true, preventScrollReset: true });
  }, [saved, location.key, location.pathname, navigate]);
}

/** The ten service pages: what each says in one line, its images and work, when it changed. */
export function AdminServiceListScreen({ services }: { services: ServiceOverview[] }) {
  useSavedToast();
  const locale = getStaffLocale();
  return (
    <AdminPage title={t.metaTitle} intro={t.listIntro}>
      <Card>
        <ListTable
          label={t.tableLabel}
          columns={[t.colService, t.colSummary, t.colImages, t.colWork, t.colChanged, t.colActions]}
          rowCount={services.length}
          wide
        >
          {services.map((service) => (
            <ListRow key={service.slug}>
              <th scope="row" className="px-4 py-3 text-left align-top">
                <Link
                  to={serviceEditPath(service.slug)}
                  className="font-bold text-(--admin-text) underline-offset-4 hover:underline"
                >
                  {service.name}
                </Link>
                <span className="mt-0.5 block font-mono text-xs font-normal text-(--admin-muted)">
                  {service.slug}
                </span>
              </th>
              <td className="max-w-md px-4 py-3 align-top text-(--admin-muted)">
                {service.summary}
              </td>
              <td className="px-4 py-3 align-top tabular-nums">{service.images}</td>
              <td className="px-4 py-3 align-top tabular-nums">{service.work}</td>
              <td className="px-4 py-3 align-top whitespace-nowrap">
                {service.updatedAt ? (
                  <time dateTime={service.updatedAt}>
                    {formatDateTime(service.updatedAt, locale)}
                  </time>
                ) : null}
              </td>
              <td className="px-4 py-3 align-top">
                <div className="flex justify-end gap-1">
                  <Link
                    to={serviceEditPath(service.slug)}
                    className={buttonStyles.icon}
                    aria-label={t.editService(service.name)}
                    title={t.edit}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                  </Link>
                  <a
                    href={publicServicePath(service.slug, locale)}
                    target="_blank"
                    rel="noopener"
                    className={buttonStyles.icon}
                    aria-label={t.viewService(service.name)}
                    title={messages.website.shared.viewOnSite}
                  >
                    <ExternalLink aria-hidden="true" className="size-4" />
                  </a>
                </div>
              </td>
            </ListRow>
          ))}
        </ListTable>
      </Card>
    </AdminPage>
  );
}
