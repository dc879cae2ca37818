import { Download } from "lucide-react";
import { buttonStyles } from "#app/components/admin/admin-ui.tsx";
import { leadMessages as m } from "./lead-messages.ts";

/** The two downloads of a lead export: plain CSV, and the semicolon kind Excel opens by itself. */
export function CsvExportLinks({ href }: { href: string }) {
  return (
    <>
      <a href={href} className={buttonStyles.secondary} download>
        <Download aria-hidden="true" className="size-4" />
        {m.exportCsv}
      </a>
      <a href={`${href}&separator=semicolon`} className={buttonStyles.secondary} download>
        <Download aria-hidden="true" className="size-4" />
        {m.exportCsvSemicolon}
      </a>
    </>
  );
}
