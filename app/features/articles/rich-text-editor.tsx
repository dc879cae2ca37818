import Image from "@tiptap/extension-image";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  Bold,
  Code2,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Undo2,
} from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { cx, inputStyles } from "#app/components/admin/admin-ui.tsx";
import { messages } from "#app/lib/staff-messages.ts";
import type { ArticleLanguage } from "#contracts/article-schema.ts";
import { ImageInsertDialog, isImageFile } from "./image-insert-dialog.tsx";
import { LinkDialog } from "./link-dialog.tsx";

const t = messages.blog;

type RichTextEditorProps = {
  id: string;
  /** The field it writes (a hidden input): a reason against it focuses the editor. */
  name?: string;
  labelId: string;
  value: string;
  onChange: (html: string) => void;
  /** Focus left the body (the form checks the field then). */
  onBlur?: () => void;
  invalid?: boolean;
  /** The version's language: an image from the library brings its alt text in this language. */
  language?: ArticleLanguage;
};

/**
 * TipTap for writing, plus an HTML source view for pasting embeds. Whatever either produces is
 * sanitised again by the server when the article is saved.
 */
export function RichTextEditor({
  id,
  name,
  labelId,
  value,
  onChange,
  onBlur,
  invalid,
  language,
}: RichTextEditorProps) {
  const [mode, setMode] = useState<"visual" | "html">("visual");
  const [imageDialog, setImageDialog] = useState<{ open: boolean; file: File | null }>({
    open: false,
    file: null,
  });
  /** The link dialog: open with the selected link's address (null: none), or closed. */
  const [linkDialog, setLinkDialog] = useState<{ href: string | null } | null>(null);
  // The editor's handlers are created once; they reach the current state through this ref.
  const openImageDialog = useRef((file: File | null) => setImageDialog({ open: true, file }));
  const latest = useRef({ onChange, onBlur });
  latest.current = { onChange, onBlur };
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ["http", "https", "mailto", "tel"],
          HTMLAttributes: { rel: "nofollow" },
        },
      }),
      Image.configure({ inline: false }),
    ],
    content: value,
    editorProps: {
      // A pasted or dropped image file is uploaded (with its alt text asked for) instead of
      // being embedded as a huge data: URL, which the sanitiser would drop anyway.
      handlePaste: (_view, event) => {
        const file = [...(event.clipboardData?.files ?? [])].find(isImageFile);
        if (!file) return false;
        openImageDialog.current(file);
        return true;
      },
      handleDrop: (_view, event, _slice, moved) => {
        if (moved) return false;
        const file = [...((event as DragEvent).dataTransfer?.files ?? [])].find(isImageFile);
        if (!file) return false;
        event.preventDefault();
        openImageDialog.current(file);
        return true;
      },
      attributes: {
        id,
        ...(name ? { "data-error-for": name } : {}),
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        class:
          "min-h-80 px-4 py-3 focus:outline-none [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-extrabold [&_h3]:mt-3 [&_h3]:text-lg [&_h3]:font-bold [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-yellow [&_blockquote]:pl-4 [&_a]:text-(--admin-accent-text) [&_a]:underline [&_pre]:rounded-lg [&_pre]:bg-ink [&_pre]:p-3 [&_pre]:text-white [&_img]:max-w-full [&_img]:rounded-lg",
      },
    },
    onUpdate: ({ editor: current }) => latest.current.onChange(current.getHTML()),
    onBlur: () => latest.current.onBlur?.(),
  });

  // When the source view changes the HTML, the visual editor picks it up on return.
  useEffect(() => {
    if (editor && mode === "visual" && editor.getHTML() !== value) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, mode, value]);

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? {
            bold: current.isActive("bold"),
            italic: current.isActive("italic"),
            h2: current.isActive("heading", { level: 2 }),
            h3: current.isActive("heading", { level: 3 }),
            bullet: current.isActive("bulletList"),
            ordered: current.isActive("orderedList"),
            quote: current.isActive("blockquote"),
            code: current.isActive("codeBlock"),
            link: current.isActive("link"),
          }
        : null,
  });

  const tool = (label: string, Icon: typeof Bold, run: () => void, pressed?: boolean) => (
    <button
      key={label}
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={!editor || mode === "html"}
      onClick={run}
      className={cx(
        "inline-flex size-9 items-center justify-center rounded-lg transition-colors hover:bg-(--admin-surface) disabled:opacity-40",
        pressed && "bg-brand-yellow text-ink hover:bg-brand-yellow",
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );

  const chain = () => editor?.chain().focus();

  return (
    <div
      className={cx(
        "overflow-hidden rounded-xl border bg-(--admin-surface)",
        invalid ? "border-(--admin-danger)" : "border-(--admin-border)",
      )}
    >
      <div className="flex flex-wrap items-center gap-1 border-b border-(--admin-border) bg-(--admin-surface-2) p-1.5">
        <div role="toolbar" aria-label={t.editorToolbar} className="flex flex-wrap gap-0.5">
          {tool(t.editorBold, Bold, () => chain()?.toggleBold().run(), active?.bold)}
          {tool(t.editorItalic, Italic, () => chain()?.toggleItalic().run(), active?.italic)}
          {tool(t.editorH2, Heading2, () => chain()?.toggleHeading({ level: 2 }).run(), active?.h2)}
          {tool(t.editorH3, Heading3, () => chain()?.toggleHeading({ level: 3 }).run(), active?.h3)}
          {tool(t.editorBullet, List, () => chain()?.toggleBulletList().run(), active?.bullet)}
          {tool(
            t.editorOrdered,
            ListOrdered,
            () => chain()?.toggleOrderedList().run(),
            active?.ordered,
          )}
          {tool(t.editorQuote, Quote, () => chain()?.toggleBlockquote().run(), active?.quote)}
          {tool(t.editorCode, Code2, () => chain()?.toggleCodeBlock().run(), active?.code)}
          {tool(
            t.editorLink,
            Link2,
            () => {
              const previous = editor?.getAttributes("link").href as string | undefined;
              setLinkDialog({ href: previous ?? null });
            },
            active?.link,
          )}
          {tool(t.editorImage, ImagePlus, () => openImageDialog.current(null))}
          {tool(t.editorUndo, Undo2, () => chain()?.undo().run())}
          {tool(t.editorRedo, Redo2, () => chain()?.redo().run())}
        </div>
        <fieldset className="ml-auto flex rounded-lg border-0 bg-(--admin-surface) p-0.5 text-xs font-bold">
          <legend className="sr-only">{t.editorModes}</legend>
          {(["visual", "html"] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={mode === option}
              onClick={() => setMode(option)}
              className={cx(
                "rounded-md px-2.5 py-1.5",
                mode === option
                  ? "bg-ink text-white dark:bg-white dark:text-ink"
                  : "text-(--admin-muted)",
              )}
            >
              {option === "visual" ? t.editorVisual : t.editorHtml}
            </button>
          ))}
        </fieldset>
      </div>
      <LinkDialog
        open={linkDialog !== null}
        initialHref={linkDialog?.href ?? null}
        onClose={() => setLinkDialog(null)}
        onApply={(href) => {
          setLinkDialog(null);
          chain()?.extendMarkRange("link").setLink({ href }).run();
        }}
        onRemove={() => {
          setLinkDialog(null);
          chain()?.extendMarkRange("link").unsetLink().run();
        }}
      />
      <ImageInsertDialog
        open={imageDialog.open}
        initialFile={imageDialog.file}
        altLanguage={language}
        onClose={() => setImageDialog({ open: false, file: null })}
        onInsert={({ src, alt }) => {
          setImageDialog({ open: false, file: null });
          chain()?.setImage({ src, alt }).run();
        }}
      />
      {mode === "visual" ? (
        <EditorContent editor={editor} />
      ) : (
        <textarea
          id={`${id}-html`}
          aria-labelledby={labelId}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          spellCheck={false}
          className={cx(inputStyles, "min-h-80 rounded-none border-0 font-mono text-xs")}
        />
      )}
    </div>
  );
}
