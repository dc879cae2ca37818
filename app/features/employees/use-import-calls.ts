import { useFetcher } from "react-router";
import { useReplyEffect } from "#app/lib/use-schema-form.ts";
import type {
  CsvEmployeeInput,
  EmployeeImportReport,
  ExistingMode,
} from "#contracts/employee-csv.ts";
import { type FormReply, isSaved, readFormError } from "#contracts/form-reply.ts";

const LIST_ACTION = "/admin/employee";
const asJson = { method: "post", action: LIST_ACTION, encType: "application/json" } as const;

/**
 * The import wizard's two calls to the list's action, as JSON: which numbers of the preview
 * are taken already, then the whole file in one request (one summary, one audit entry).
 */
export function useImportCalls({
  onTaken,
  onImported,
  onRefused,
}: {
  onTaken: (numbers: number[]) => void;
  onImported: (report: EmployeeImportReport) => void;
  onRefused: (reason: string | undefined) => void;
}) {
  const checker = useFetcher<FormReply<number[]>>();
  const importer = useFetcher<FormReply<EmployeeImportReport>>();
  useReplyEffect(checker.state === "idle" ? checker.data : undefined, (reply) => {
    if (isSaved(reply) && reply.result?.length) onTaken(reply.result);
  });
  useReplyEffect(importer.state === "idle" ? importer.data : undefined, (reply) => {
    if (isSaved(reply) && reply.result) onImported(reply.result);
    else onRefused(readFormError(reply));
  });
  return {
    checking: checker.state !== "idle",
    checkNumbers: (numbers: number[]) =>
      checker.submit({ intent: "check-numbers", numbers }, asJson),
    importRows: (rows: CsvEmployeeInput[], file: string, existing: ExistingMode) =>
      importer.submit({ intent: "import", file, existing, rows }, asJson),
  };
}
