import { request } from "./http-request.ts";

export type StormResult = {
  sent: number;
  acknowledged: number;
  failed: number;
  employees: { id: number; number: number }[];
  leads: number[];
  views: number;
  /** Employee numbers and lead emails sent, acknowledged or not. */
  sentEmployeeNumbers: number[];
};

const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36";

/**
 * Sends `total` writes at once, a third each: employee creates (admin cookie), contact-form
 * leads and article views, each lead and view from its own address so no throttle or
 * de-duplication applies. Calls `onAcknowledged` after every 2xx so a test can kill something
 * mid-stream. Only 2xx answers count as acknowledged.
 */
export async function runWriteStorm(options: {
  url: string;
  cookie: string;
  articleUid: string;
  total: number;
  seed: number;
  /** Called after every acknowledgement with the counts so far. */
  onAcknowledged?: (result: StormResult) => void;
}): Promise<StormResult> {
  const result: StormResult = {
    sent: 0,
    acknowledged: 0,
    failed: 0,
    employees: [],
    leads: [],
    views: 0,
    sentEmployeeNumbers: [],
  };
  const ip = (index: number) =>
    `10.${(options.seed >> 0) & 255}.${(index >> 8) & 255}.${index & 255}`;
  const post = async (path: string, body: unknown, headers: Record<string, string>) => {
    const response = await request(`${options.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": USER_AGENT, ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: response.json() };
  };
  const acknowledge = () => {
    result.acknowledged += 1;
    options.onAcknowledged?.(result);
  };
  const requests = Array.from({ length: options.total }, async (_, index) => {
    result.sent += 1;
    try {
      if (index % 3 === 0) {
        const number = options.seed * 10_000 + index;
        result.sentEmployeeNumbers.push(number);
        const { status, json } = await post(
          "/api/v1/employees",
          {
            name: `Storm Person ${index}`,
            number,
            position: "Tester",
            department: "Reliability",
            joinDate: "2026-01-05",
            status: "Active",
          },
          { cookie: options.cookie },
        );
        if (status !== 201) throw new Error(String(status));
        result.employees.push({ id: json.id, number });
      } else if (index % 3 === 1) {
        const { status, json } = await post(
          "/api/v1/leads/contact",
          {
            name: `Storm Lead ${index}`,
            email: `storm-${options.seed}-${index}@example.com`,
            whatsapp: "+6281234567890",
            service: "digital-ads",
            message: "Please call me back about a campaign.",
          },
          { "x-forwarded-for": ip(index) },
        );
        if (status !== 201) throw new Error(String(status));
        result.leads.push(json.data.id);
      } else {
        const { status } = await post(`/api/v1/article/${options.articleUid}/views`, undefined, {
          "x-forwarded-for": ip(index),
        });
        if (status !== 200) throw new Error(String(status));
        result.views += 1;
      }
      acknowledge();
    } catch {
      result.failed += 1;
    }
  });
  await Promise.all(requests);
  return result;
}

/** Checks every acknowledged write against a (restarted) server; returns what is missing. */
export async function findLostWrites(
  url: string,
  cookie: string,
  storm: StormResult,
  articleUid: string,
  viewsBefore: number,
) {
  const lost: string[] = [];
  const get = async (path: string) => {
    const response = await fetch(`${url}${path}`, { headers: { cookie } });
    return { status: response.status, json: await response.json().catch(() => null) };
  };
  for (const employee of storm.employees) {
    const { status, json } = await get(`/api/v1/employees/${employee.id}`);
    if (status !== 200 || json.number !== employee.number) lost.push(`employee ${employee.id}`);
  }
  for (const id of storm.leads) {
    const { status } = await get(`/api/v1/admin/leads/${id}`);
    if (status !== 200) lost.push(`lead ${id}`);
  }
  const detail = await get(`/api/v1/article/detail/${articleUid}`);
  const viewsAfter = detail.json.data.original.views as number;
  if (viewsAfter < viewsBefore + storm.views) {
    lost.push(`${viewsBefore + storm.views - viewsAfter} views`);
  }
  return { lost, viewsAfter };
}
