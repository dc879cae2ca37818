import { Form } from "react-router";
import {
  AdminPage,
  buttonStyles,
  Card,
  cx,
  inputStyles,
  Options,
  ScrollRegion,
  TableHead,
} from "#app/components/admin/admin-ui.tsx";
import { serviceName } from "#app/components/admin/lead-labels.tsx";
import { AdminRouteError } from "#app/features/admin/admin-route-error.tsx";
import { CsvExportLinks } from "#app/features/leads/csv-export-links.tsx";
import { leadMessages as m } from "#app/features/leads/lead-messages.ts";
import {
  LEAD_SOURCE_DIMENSIONS,
  type LeadSourceDimension,
  leadSourcesQuerySchema,
} from "#contracts/lead-schema.ts";
import { toFieldErrors } from "#contracts/messages/error-text.ts";
import { requestLocale } from "#server/http/request-locale.ts";
import { countLeadSources } from "#server/leads/lead-sources.ts";
import { servicesContext } from "#server/router-context.ts";
import type { Route } from "./+types/lead-sources";
import { requireStaffWithDb } from "./staff-route.ts";

const t = m.sources;

export const meta: Route.MetaFunction = () => [{ title: t.metaTitle }];

/** A bad range shows the default one, with the reason beside the field. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = requireStaffWithDb(context, request, "leads:manage");
  const now = context.get(servicesContext).now();
  const input = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = leadSourcesQuerySchema.safeParse(input);
  const errors = parsed.success ? {} : toFieldErrors(parsed.error, requestLocale());
  const sources = await countLeadSources(db, parsed.success ? parsed.data : {}, now);
  return { ...sources, errors };
}

const fieldStyles = cx(inputStyles, "py-2");

function SourceName({ by, value }: { by: LeadSourceDimension; value: string }) {
  if (!value) return <span className="text-(--admin-muted)">{t.none}</span>;
  return <>{by === "service" ? serviceName(value) : value}</>;
}

function Counts({ row }: { row: { leads: number; chatClicks: number; won: number } }) {
  return (
    <>
      <td className="px-4 py-3 text-right tabular-nums">{row.leads}</td>
      <td className="px-4 py-3 text-right tabular-nums">{row.chatClicks}</td>
      <td className="px-4 py-3 text-right tabular-nums">{row.won}</td>
    </>
  );
}

export default function LeadSources({ loaderData }: Route.ComponentProps) {
  const { by, from, to, weeks, totals, errors } = loaderData;
  const query = new URLSearchParams({ by, from, to });
  const errorOf = (field: string) => (errors as Record<string, string>)[field];
  return (
    <AdminPage
      title={t.title}
      intro={t.intro}
      actions={<CsvExportLinks href={`/api/v1/admin/leads/sources/export?${query}`} />}
    >
      <Card className="mb-6">
        <Form
          method="get"
          className="grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto] lg:items-start"
        >
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {t.by}
            <select name="by" defaultValue={by} className={fieldStyles}>
              <Options values={LEAD_SOURCE_DIMENSIONS} label={(value) => t.dimensions[value]} />
            </select>
          </label>
          {(["from", "to"] as const).map((name) => (
            <div key={name} className="flex flex-col gap-1 text-sm font-semibold">
              <label htmlFor={`sources-${name}`}>{t[name]}</label>
              <input
                id={`sources-${name}`}
                type="date"
                name={name}
                defaultValue={name === "from" ? from : to}
                aria-invalid={errorOf(name) ? true : undefined}
                aria-describedby={errorOf(name) ? `sources-${name}-error` : undefined}
                className={fieldStyles}
              />
              {errorOf(name) ? (
                <span id={`sources-${name}-error`} className="text-xs text-[#b42318]">
                  {errorOf(name)}
                </span>
              ) : null}
            </div>
          ))}
          <button type="submit" className={cx(buttonStyles.primary, "lg:mt-6")}>
            {t.apply}
          </button>
        </Form>
      </Card>
      {totals.length === 0 ? (
        <Card>
          <p className="px-4 py-12 text-center text-(--admin-muted)">{t.empty}</p>
        </Card>
      ) : (
        <div className="grid gap-6 xl:grid-cols-2">
          <Card className="min-w-0">
            <h2 className="px-4 pt-4 text-lg font-bold">{t.totals}</h2>
            <p className="px-4 text-sm text-(--admin-muted)">{t.range(from, to)}</p>
            <ScrollRegion label={t.totals}>
              <table className="mt-2 w-full min-w-[28rem] text-left text-sm">
                <TableHead labels={[t.dimensions[by], t.leads, t.chatClicks, t.won]} />
                <tbody>
                  {totals.map((row) => (
                    <tr key={row.source} className="border-t border-(--admin-border)">
                      <th scope="row" className="max-w-[18rem] break-words px-4 py-3 font-medium">
                        <SourceName by={by} value={row.source} />
                      </th>
                      <Counts row={row} />
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </Card>
          <Card className="min-w-0">
            <h2 className="px-4 pt-4 text-lg font-bold">{t.perWeek}</h2>
            <ScrollRegion label={t.perWeek}>
              <table className="mt-2 w-full min-w-[32rem] text-left text-sm">
                <TableHead labels={[t.week, t.dimensions[by], t.leads, t.chatClicks, t.won]} />
                <tbody>
                  {weeks.map((row) => (
                    <tr
                      key={`${row.week}:${row.source}`}
                      className="border-t border-(--admin-border)"
                    >
                      <td className="whitespace-nowrap px-4 py-3 tabular-nums">{row.week}</td>
                      <th scope="row" className="max-w-[16rem] break-words px-4 py-3 font-medium">
                        <SourceName by={by} value={row.source} />
                      </th>
                      <Counts row={row} />
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </Card>
        </div>
      )}
    </AdminPage>
  );
}

export { AdminRouteError as ErrorBoundary };
