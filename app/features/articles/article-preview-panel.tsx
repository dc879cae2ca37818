import { type ReactNode, useId, useState } from "react";
import { Card } from "#app/components/admin/admin-ui.tsx";
import {
  PAGE_WIDTHS,
  PreviewHeader,
  type PreviewWidth,
  ScaledFrame,
} from "#app/components/admin/website-preview.tsx";
import type { ArticleLanguage } from "#contracts/article-schema.ts";

/**
 * The editor's preview in either language, laid out at a phone's or a desk's width and scaled
 * to the column (the website screens' preview header and frame).
 */
export function ArticlePreviewPanel({
  language,
  onLanguageChange,
  children,
}: {
  language: ArticleLanguage;
  onLanguageChange: (language: ArticleLanguage) => void;
  children: ReactNode;
}) {
  const [width, setWidth] = useState<PreviewWidth>("desk");
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId} className="mb-6 flex min-w-0 flex-col gap-4 p-5">
      <PreviewHeader
        headingId={headingId}
        language={language}
        onLanguageChange={onLanguageChange}
        width={width}
        onWidthChange={setWidth}
      />
      <ScaledFrame width={PAGE_WIDTHS[width]}>{children}</ScaledFrame>
    </Card>
  );
}
